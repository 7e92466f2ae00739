import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import CardGrid, {type Card} from '@site/src/components/CardGrid';
import styles from './index.module.css';

const steps = [
  {
    title: 'Get credentials',
    text: 'Create an OAuth application (partners) or an API key (your own team) under Manage Apps.',
    to: '/docs/platform/api-basics/oauth-authentication/',
  },
  {
    title: 'Make a first call',
    text: 'Send GET /v2/me with your bearer token to see which user and team you are acting as.',
    to: '/docs/platform/intro/',
  },
  {
    title: 'Learn the conventions',
    text: 'Envelopes, paging, filtering, errors and the 600-per-minute team rate limit.',
    to: '/docs/platform/api-basics/request-response-format/',
  },
  {
    title: 'Listen for changes',
    text: 'Subscribe to webhooks instead of polling, and verify every delivery signature.',
    to: '/docs/platform/webhooks/introduction/',
  },
] as const;

const sections: readonly Card[] = [
  {to: '/docs/platform/api-basics/oauth-authentication/', title: 'API basics', text: 'OAuth, API keys, scopes, request format, paging and rate limits.'},
  {to: '/docs/platform/webhooks/introduction/', title: 'Webhooks', text: 'Event subscriptions, every event type, delivery headers and signatures.'},
  {to: '/docs/platform/bulk-jobs/intro/', title: 'Bulk jobs', text: 'Create or update thousands of records asynchronously, then read the results.'},
  {to: '/docs/platform/cadence-imports/introduction/', title: 'Cadence imports', text: 'Build a cadence with its step groups, steps and email templates from one JSON document.'},
  {to: '/docs/platform/activity-history/available-activities/', title: 'Activity history', text: 'Read the timeline of calls, emails, meetings and notes on people, accounts and opportunities.'},
  {to: '/docs/platform/external-calendars/intro/', title: 'External calendars', text: 'Sync a calendar system into Salesloft and keep meetings in step both ways.'},
  {to: '/docs/platform/frontend-integrations/introduction/', title: 'Frontend integrations', text: 'Show your app inside Salesloft: full pages, cadence steps, smart panels and editors.'},
  {to: '/docs/platform/rhythm-resources/sending-signals/', title: 'Signals and plays', text: 'Send buying signals and register plays that turn them into prioritised tasks.'},
  {to: '/docs/platform/guides/building-an-efficient-cursor-poller/', title: 'Guides', text: 'Cursor polling, external identifiers, opportunities, link swap and the API logs.'},
  {to: '/docs/platform/no-code/introduction/', title: 'No-code', text: 'Connect Salesloft through Tray.ai, Workato and other integration platforms.'},
  {to: '/docs/platform/marketplace/how-to-submit-your-app/', title: 'Marketplace', text: 'Checklists for allowlisting and listing your application.'},
  {to: '/docs/api/', title: 'API reference', text: 'Every v2 operation with parameters, schemas, examples and code in 18 languages.'},
];

const firstRequest = `curl https://api.salesloft.com/v2/me \\
  -H "Authorization: Bearer $SALESLOFT_TOKEN"`;

/** The home page: what the platform API offers, where to start, and a way into every section. */
export default function Home(): ReactNode {
  return (
    <Layout
      title="Salesloft Developers"
      description="Build on the Salesloft platform: REST API reference for v2 and v1, OAuth, webhooks, bulk jobs, cadence imports, calendars and frontend integrations.">
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.heroTitle}>
            Build on the Salesloft platform
          </Heading>
          <p className={styles.heroLead}>
            The Salesloft REST API gives your application the people, accounts, cadences, calls, emails, meetings and
            tasks that sales teams work with every day. Sync your CRM or data warehouse, log activity from your dialer,
            react to events with webhooks, and put your own interface inside Salesloft.
          </p>
          <div className={styles.heroActions}>
            <Link className="button button--lg button--secondary" to="/docs/platform/intro/">
              Get started
            </Link>
            <Link className={`button button--lg button--outline ${styles.heroOutline}`} to="/docs/api/">
              API reference
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <section className={styles.section} aria-labelledby="start">
          <Heading as="h2" id="start">
            Where to start
          </Heading>
          <ol className={styles.steps}>
            {steps.map((step) => (
              <li key={step.title} className={styles.step}>
                <Link to={step.to} className={clsx('block-link', styles.stepLink)}>
                  <strong>{step.title}</strong>
                  <span>{step.text}</span>
                </Link>
              </li>
            ))}
          </ol>
        </section>
        <section className={`${styles.section} ${styles.split}`} aria-labelledby="offers">
          <div>
            <Heading as="h2" id="offers">
              What the API offers
            </Heading>
            <ul>
              <li>
                <strong>REST over HTTPS</strong> at <code>https://api.salesloft.com/v2</code>, JSON in and out, with
                list responses wrapped in <code>data</code> and <code>metadata</code>.
              </li>
              <li>
                <strong>OAuth 2.0</strong> for partner applications and scoped <strong>API keys</strong> for a
                team&apos;s own scripts; access tokens last two hours.
              </li>
              <li>
                <strong>Webhooks</strong> for records created, updated or deleted, signed with HMAC so you can trust
                every delivery.
              </li>
              <li>
                <strong>Bulk jobs</strong> for large imports, and a predictable cost-based rate limit of 600 per
                minute per team.
              </li>
            </ul>
          </div>
          <div>
            <Heading as="h2" id="first-request">
              Your first request
            </Heading>
            <CodeBlock language="bash">{firstRequest}</CodeBlock>
            <p>
              The answer names the user and team your token acts for. Next, read{' '}
              <Link to="/docs/platform/api-basics/filtering-paging-sorting/">filtering, paging and sorting</Link>.
            </p>
          </div>
        </section>
        <section className={styles.section} aria-labelledby="explore">
          <Heading as="h2" id="explore">
            Explore the platform
          </Heading>
          <CardGrid cards={sections} />
        </section>
      </main>
    </Layout>
  );
}
