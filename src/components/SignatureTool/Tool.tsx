import React, {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import deliveriesJson from '@site/docs/api/_webhooks/deliveries.json';
import {diagnose, EXAMPLE_TOKEN, hasWebCrypto, hmacSha1Hex, replayCurl, type ExampleDelivery, type Verdict} from './signature';
import styles from './styles.module.css';

const deliveries = deliveriesJson as ExampleDelivery[];
const DEFAULT_EVENT = 'person_updated';
const DEFAULT_URL = 'http://localhost:3000/salesloft/webhooks';

/** The event named by `?event=` (the event pages link here with it), if it is one of the examples. */
function eventFromLocation(): string | null {
  const event = new URLSearchParams(window.location.search).get('event');
  return event && deliveries.some((d) => d.event === event) ? event : null;
}

/**
 * The replay command with a copy button. A plain block: highlighting it would load the highlighter,
 * which the page's other code blocks get as server-rendered HTML.
 */
function ReplayCommand({command}: {command: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(command);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div className={styles.replay}>
      <div className={styles.replayHead}>
        <span className={styles.label}>Replay this delivery</span>
        <button type="button" className="button button--sm button--secondary" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy command'}
        </button>
      </div>
      <pre className={styles.command} data-testid="replay-command">
        <code>{command}</code>
      </pre>
    </div>
  );
}

/**
 * The signature tool of the delivery-headers guide: computes the x-salesloft-signature of a body
 * with a callback token in the browser (Web Crypto), says whether a pasted signature matches and
 * why not, and writes a curl command that replays the delivery to the reader's URL. The token is
 * kept in this component's state only: never sent, never stored.
 */
export default function SignatureTool(): ReactNode {
  const id = useId();
  const [event, setEvent] = useState(DEFAULT_EVENT);
  const example = deliveries.find((d) => d.event === event) ?? deliveries[0];
  const [token, setToken] = useState(EXAMPLE_TOKEN);
  const [body, setBody] = useState(example.body);
  const [received, setReceived] = useState('');
  const [url, setUrl] = useState(DEFAULT_URL);
  const [signature, setSignature] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<Verdict>({kind: 'empty'});
  const [crypto, setCrypto] = useState<boolean | null>(null);

  useEffect(() => {
    setCrypto(hasWebCrypto());
    const fromUrl = eventFromLocation();
    if (fromUrl) {
      setEvent(fromUrl);
      setBody(deliveries.find((d) => d.event === fromUrl)!.body);
    }
  }, []);

  useEffect(() => {
    if (!crypto) return undefined;
    let current = true;
    void (async () => {
      const computed = await hmacSha1Hex(token, body);
      const judged = await diagnose({token, body, received, examples: deliveries});
      if (current) {
        setSignature(computed);
        setVerdict(judged);
      }
    })();
    return () => {
      current = false;
    };
  }, [crypto, token, body, received]);

  const curl = useMemo(() => (signature ? replayCurl({url: url.trim() || DEFAULT_URL, event, signature, body}) : ''), [signature, url, event, body]);

  const chooseEvent = (next: string) => {
    setEvent(next);
    setBody(deliveries.find((d) => d.event === next)?.body ?? '');
  };

  return (
    <div className={styles.tool} data-testid="signature-tool">
      <p className={styles.note}>
        Everything here runs in your browser with Web Crypto. The token is not sent anywhere and not saved; reloading the page forgets it.
      </p>
      {crypto === false ? (
        <p role="alert" className={styles.problem}>
          This browser does not offer Web Crypto on this page (it needs HTTPS), so the tool cannot compute a signature here. The <code>openssl</code> one-liner below does the same in a terminal.
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-event`}>Example event</label>
        <select id={`${id}-event`} value={event} onChange={(e) => chooseEvent(e.target.value)}>
          {deliveries.map((d) => (
            <option key={d.event} value={d.event}>
              {d.event}
            </option>
          ))}
        </select>
        <p className={styles.help}>Fills the body with this event&apos;s example delivery. Its page shows the same body and its signature.</p>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-token`}>Callback token</label>
        <input id={`${id}-token`} type="text" value={token} onChange={(e) => setToken(e.target.value)} autoComplete="off" autoCapitalize="off" spellCheck={false} aria-describedby={`${id}-token-help`} />
        <p id={`${id}-token-help`} className={styles.help}>
          The <code>callback_token</code> of your subscription. It starts as the example token <code>{EXAMPLE_TOKEN}</code>, which signed every example.
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-body`}>Raw body</label>
        <textarea id={`${id}-body`} value={body} onChange={(e) => setBody(e.target.value)} rows={6} spellCheck={false} aria-describedby={`${id}-body-help`} />
        <p id={`${id}-body-help`} className={styles.help}>
          The request body exactly as your endpoint received it. A single changed space changes the signature.
        </p>
      </div>
      <div className={styles.field}>
        <span className={styles.label} id={`${id}-computed-label`}>
          HMAC-SHA1 (hex) of this body with this token
        </span>
        <output className={styles.signature} aria-labelledby={`${id}-computed-label`} data-testid="computed-signature">
          {signature ?? (crypto === false ? 'not available' : 'computing')}
        </output>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-received`}>x-salesloft-signature you received</label>
        <input id={`${id}-received`} type="text" value={received} onChange={(e) => setReceived(e.target.value)} autoComplete="off" autoCapitalize="off" spellCheck={false} placeholder="40 hexadecimal characters" />
        <p className={verdict.kind === 'match' ? styles.match : verdict.kind === 'empty' ? styles.help : styles.problem} role="status" data-testid="verdict">
          {verdict.kind === 'empty' ? 'Paste the header value to compare it with the signature above.' : verdict.message}
        </p>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-url`}>Your endpoint URL</label>
        <input id={`${id}-url`} type="url" value={url} onChange={(e) => setUrl(e.target.value)} autoComplete="off" spellCheck={false} aria-describedby={`${id}-url-help`} />
        <p id={`${id}-url-help`} className={styles.help}>
          The command below sends this body to it with the headers Salesloft sets, signed with your token. Run it in a terminal; this page sends nothing.
        </p>
      </div>
      {curl ? <ReplayCommand command={curl} /> : null}
    </div>
  );
}
