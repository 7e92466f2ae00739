import React, {useId, useMemo, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import FormItem from '@theme/ApiExplorer/FormItem';
import ParamArrayFormItem from '@theme/ApiExplorer/ParamOptions/ParamFormItems/ParamArrayFormItem';
import ParamBooleanFormItem from '@theme/ApiExplorer/ParamOptions/ParamFormItems/ParamBooleanFormItem';
import ParamMultiSelectFormItem from '@theme/ApiExplorer/ParamOptions/ParamFormItems/ParamMultiSelectFormItem';
import ParamSelectFormItem from '@theme/ApiExplorer/ParamOptions/ParamFormItems/ParamSelectFormItem';
import ParamTextFormItem from '@theme/ApiExplorer/ParamOptions/ParamFormItems/ParamTextFormItem';
import {useTypedSelector} from '../../ApiItem/hooks';
import {inlineTokens} from './inlineMarkdown';
import {hasEnum, placeholderFor, type Param} from './paramHints';
import styles from './styles.module.css';

/*
 * The explorer's parameter fields. The openapi theme's ParamOptions put each parameter's whole
 * description into its input's placeholder: raw Markdown (backticks and all), cut off by the input's
 * width mid-sentence. Here the input's placeholder is a short hint of what to type (the example or
 * the type), and the description is rendered below the field as the reference renders it. The
 * inputs themselves are still the theme's (they write the explorer's store).
 */

function Description({text}: {text: string}): ReactNode {
  return (
    <p className={styles.paramHint}>
      {inlineTokens(text).map((token, i) => {
        switch (token.kind) {
          case 'code':
            return <code key={i}>{token.text}</code>;
          case 'strong':
            return <strong key={i}>{token.text}</strong>;
          case 'em':
            return <em key={i}>{token.text}</em>;
          case 'link':
            return (
              <a key={i} href={token.href}>
                {token.text}
              </a>
            );
          default:
            return <React.Fragment key={i}>{token.text}</React.Fragment>;
        }
      })}
    </p>
  );
}

function Field({param, description}: {param: Param; description?: string}): ReactNode {
  // The theme's items read `description` for the placeholder (and write the param back to the store
  // as given): they get the short hint; the reader gets the real description below.
  const shown = {...param, description: placeholderFor(param)};
  const props = {param: shown, label: param.name, type: param.in, required: param.required};
  const schema = param.schema;
  let input: ReactNode;
  if (schema?.type === 'array' && hasEnum(schema.items)) input = <ParamMultiSelectFormItem {...props} />;
  else if (schema?.type === 'array') input = <ParamArrayFormItem {...props} />;
  else if (hasEnum(schema)) input = <ParamSelectFormItem {...props} />;
  else if (schema?.type === 'boolean') input = <ParamBooleanFormItem {...props} />;
  else input = <ParamTextFormItem {...props} />;
  return (
    <FormItem>
      {input}
      {description && <Description text={description} />}
    </FormItem>
  );
}

const selectAll = (state: {params: Record<'path' | 'query' | 'header' | 'cookie', Param[]>}) => state.params;

/** The operation's parameters (required first, the optional ones behind a button, as the theme has them). */
export default function ParamFields({parameters}: {parameters?: Param[]}): ReactNode {
  const params = useTypedSelector(selectAll as never) as ReturnType<typeof selectAll>;
  const [showOptional, setShowOptional] = useState(false);
  const optionalId = useId();
  // Descriptions from the operation itself: the store's copies carry the placeholder once edited.
  const descriptions = useMemo(() => new Map((parameters ?? []).map((p) => [`${p.in}:${p.name}`, p.description])), [parameters]);
  const all = [...params.path, ...params.query, ...params.cookie, ...params.header];
  const field = (param: Param) => <Field key={`${param.in}-${param.name}`} param={param} description={descriptions.get(`${param.in}:${param.name}`)} />;
  const required = all.filter((p) => p.required);
  const optional = all.filter((p) => !p.required);
  return (
    <>
      {required.map(field)}
      {optional.length > 0 && (
        <>
          <button type="button" className="openapi-explorer__show-more-btn" aria-expanded={showOptional} aria-controls={optionalId} onClick={() => setShowOptional((v) => !v)}>
            <span className={styles.plus} aria-hidden="true">
              {showOptional ? '−' : '+'}
            </span>
            {showOptional
              ? translate({id: 'theme.openapi.paramOptions.hideOptional', message: 'Hide optional parameters'})
              : translate({id: 'theme.openapi.paramOptions.showOptional', message: 'Show optional parameters'})}
          </button>
          <div id={optionalId} hidden={!showOptional}>
            {showOptional && optional.map(field)}
          </div>
        </>
      )}
    </>
  );
}
