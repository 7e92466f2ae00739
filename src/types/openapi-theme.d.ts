// Types for the docusaurus-theme-openapi-docs components our swizzles use; the package ships none.
declare module '@theme/ParamsItem' {
  import type {ReactNode} from 'react';

  export interface ParamsItemProps {
    param: Record<string, unknown> & {name: string; in: string; enumDescriptions?: [string, string][]};
    className?: string;
  }
  export default function ParamsItem(props: ParamsItemProps): ReactNode;
}
