import React, {useMemo, useState, type ReactNode} from 'react';
import OriginalBody from '@theme-original/ApiExplorer/Body';
import {setStringRawBody} from '@theme/ApiExplorer/Body/slice';
import FormItem from '@theme/ApiExplorer/FormItem';
import LiveEditor from '@theme/ApiExplorer/LiveEditor';
import {useTypedDispatch, useTypedSelector} from '../../ApiItem/hooks';
import {editorExamples, exampleText, type MediaType} from './exampleBody';
import styles from './styles.module.css';

interface Props {
  requestBodyMetadata?: {content?: Record<string, MediaType | undefined>; required?: boolean};
  jsonRequestBodyExample?: unknown;
  required?: boolean;
}

const isJson = (type: string | undefined) => !!type && (type.includes('application/json') || type.endsWith('+json'));

/**
 * The request body editor. For JSON it starts from the example the page shows for the body (not
 * from a sample built out of the schema's types, which is what the theme's "Example (from schema)"
 * tab held), with every required field present; "Reset to example" puts it back after edits, and
 * a body with several named examples offers them in a list. Other media types (forms, files, XML)
 * keep the theme's editor.
 */
export default function Body(props: Props): ReactNode {
  const contentType = useTypedSelector((state) => (state.contentType as {value?: string} | undefined)?.value);
  const media = contentType ? props.requestBodyMetadata?.content?.[contentType] : undefined;
  const examples = useMemo(() => (isJson(contentType) ? editorExamples(media) : []), [contentType, media]);
  if (contentType === undefined) return null;
  if (examples.length === 0 || (media?.schema as {format?: string} | undefined)?.format === 'binary') return <OriginalBody {...props} />;
  return <JsonBody key={contentType} contentType={contentType} examples={examples} required={props.required} />;
}

function JsonBody({contentType, examples, required}: {contentType: string; examples: {label: string; value: unknown}[]; required?: boolean}): ReactNode {
  const dispatch = useTypedDispatch();
  const [chosen, setChosen] = useState(0);
  // Bumped by "Reset to example": a new key mounts a fresh editor holding the example again.
  const [resets, setResets] = useState(0);
  const text = exampleText(examples[chosen]?.value);
  const selectId = `${contentType}-example`;
  return (
    <FormItem>
      <div className={styles.toolbar}>
        {examples.length > 1 ? (
          <label className={styles.choice} htmlFor={selectId}>
            Example{' '}
            <select
              id={selectId}
              className="openapi-explorer__select-input"
              value={chosen}
              onChange={(event) => {
                setChosen(Number(event.target.value));
                setResets((n) => n + 1);
              }}>
              {examples.map((example, index) => (
                <option key={example.label} value={index}>
                  {example.label}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className={styles.source}>Example</span>
        )}
        <button type="button" className={styles.reset} onClick={() => setResets((n) => n + 1)}>
          Reset to example
        </button>
      </div>
      <LiveEditor key={`${chosen}-${resets}`} action={(code: string) => dispatch(setStringRawBody(code))} language="json" required={required}>
        {text}
      </LiveEditor>
    </FormItem>
  );
}
