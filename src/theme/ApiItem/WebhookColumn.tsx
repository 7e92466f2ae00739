import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import CodeBlock from '@theme/CodeBlock';
import styles from './styles.module.css';

/** What generate.mjs (operation-lib.mjs rewriteWebhookPage) leaves in a webhook event page's `webhook` front matter. */
export interface WebhookPreview {
  event: string;
  /** Scopes needed to subscribe; empty when none is. */
  scopes: string[];
  /** link_swap: Salesloft waits for the answer. */
  synchronous: boolean;
  /** The example delivery as it travels (request line, headers, raw body), base64 of its UTF-8 (operation-lib.mjs says why). */
  delivery_base64: string;
  /** The signature tool, prefilled with this event. */
  tool: string;
  /** Site path of the event's resolved JSON (the Markdown twin is written from it). */
  operation: string;
}

export function isWebhookPreview(value: unknown): value is WebhookPreview {
  const v = value as Partial<WebhookPreview> | null;
  return typeof v === 'object' && v !== null && typeof v.event === 'string' && typeof v.delivery_base64 === 'string' && typeof v.tool === 'string' && Array.isArray(v.scopes);
}

/**
 * The right column of a webhook event page: there is nothing to send to Salesloft, so instead of
 * the explorer it shows the delivery a reader's endpoint receives (signed with the example token of
 * the delivery-headers guide) and links to the signature tool, prefilled with this event.
 */
/** The delivery text from its base64 (UTF-8). */
export function deliveryOf(webhook: WebhookPreview): string {
  const bytes = Uint8Array.from(atob(webhook.delivery_base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export default function WebhookColumn({webhook}: {webhook: WebhookPreview}): ReactNode {
  return (
    <div className={clsx('col col--5 openapi-right-panel__container', styles.webhookColumn)}>
      <section className={styles.preview} aria-labelledby="example-delivery">
        <h2 id="example-delivery" className={styles.webhookHeading}>
          Example delivery
        </h2>
        <p className={styles.hint}>
          The <code>x-salesloft-signature</code> below is the HMAC-SHA1 of this exact body with the callback token <code>wh_tok_8f3c2a9d41e7b6</code>.
        </p>
        <div className={styles.webhookDelivery}>
          <CodeBlock language="text" title={`${webhook.event} delivery`}>
            {deliveryOf(webhook)}
          </CodeBlock>
        </div>
        <p>
          <Link className={clsx('button button--primary button--block', styles.toolButton)} to={webhook.tool}>
            Check a signature for {webhook.event}
          </Link>
        </p>
        <p className={styles.hint}>
          {webhook.scopes.length > 0 ? (
            <>
              Subscribing needs {webhook.scopes.map((scope, i) => (
                <React.Fragment key={scope}>
                  {i > 0 ? ', ' : ''}
                  <code>{scope}</code>
                </React.Fragment>
              ))}
              .{' '}
            </>
          ) : (
            'Subscribing needs no scope. '
          )}
          {webhook.synchronous ? 'Salesloft waits for your answer and uses its body.' : 'Answer with any 2xx status; anything else is retried three more times, 15 seconds apart.'}
        </p>
      </section>
    </div>
  );
}
