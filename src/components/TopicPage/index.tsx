import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CardGrid, {type Card} from '../CardGrid';
import styles from './styles.module.css';

export interface TopicSection {
  heading: string;
  /** Paragraphs of plain text. */
  body?: readonly string[];
  cards?: readonly Card[];
  /** Extra content such as a code sample. */
  children?: ReactNode;
}

interface Props {
  title: string;
  /** Meta description and lead paragraph. */
  description: string;
  /** Short label above the title. */
  eyebrow?: string;
  sections: readonly TopicSection[];
  /** Rendered between the header and the sections. */
  intro?: ReactNode;
}

/** Layout shared by the top-level topic pages (/bulk/, /webhooks/, ...): header, then sections of text and cards. */
export default function TopicPage({title, description, eyebrow, sections, intro}: Props): ReactNode {
  return (
    <Layout title={title} description={description}>
      <header className={styles.header}>
        <div className="container">
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <Heading as="h1" className={styles.title}>
            {title}
          </Heading>
          <p className={styles.lead}>{description}</p>
        </div>
      </header>
      <main className="container margin-vert--lg">
        {intro}
        {sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <Heading as="h2">{section.heading}</Heading>
            {section.body?.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
            {section.children}
            {section.cards && <CardGrid cards={section.cards} />}
          </section>
        ))}
      </main>
    </Layout>
  );
}
