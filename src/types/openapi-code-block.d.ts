/** The explorer's code block (copy, wrap and expand buttons), which the code samples render into. */
declare module '@theme/ApiExplorer/ApiCodeBlock' {
  import type {ReactNode} from 'react';

  export default function ApiCodeBlock(props: {language?: string; className?: string; showLineNumbers?: boolean; children: string}): ReactNode;
}
