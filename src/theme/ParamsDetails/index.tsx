// Not a wrapper: the theme's component renders only in the browser; this one renders the parameters on the server.
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Details from '@theme/Details';
import ParamsItem from '@theme/ParamsItem';

/** An OpenAPI parameter object as the generated pages pass it (already dereferenced). */
interface Parameter {
  name: string;
  in: string;
  schema?: {'x-enumDescriptions'?: Record<string, string>; items?: {'x-enumDescriptions'?: Record<string, string>}};
  [key: string]: unknown;
}

interface Props {
  parameters?: Parameter[];
}

const LOCATIONS = ['path', 'query', 'header', 'cookie'] as const;

function enumDescriptions(param: Parameter): [string, string][] {
  return Object.entries(param.schema?.['x-enumDescriptions'] ?? param.schema?.items?.['x-enumDescriptions'] ?? {});
}

/**
 * Parameters of an operation, grouped by location.
 *
 * Replaces the openapi theme's version, which renders only in the browser (a skeleton in the static
 * HTML). Rendering on the server puts every parameter name, type and description into the page for
 * readers without JavaScript, search engines, our search records and first paint. Each row is a
 * list item, so the list is valid for assistive technology.
 */
export default function ParamsDetails({parameters = []}: Props): ReactNode {
  return (
    <>
      {LOCATIONS.map((location) => {
        const params = parameters.filter((p) => p?.in === location);
        if (params.length === 0) return null;
        const title = translate(
          {id: 'theme.openapi.paramsDetails.parametersTitle', message: '{type} Parameters'},
          {type: location.charAt(0).toUpperCase() + location.slice(1)},
        );
        return (
          <Details
            key={location}
            className="openapi-markdown__details"
            style={{marginBottom: '1rem'}}
            data-collapsed={false}
            open
            summary={
              <summary>
                <h3 className="openapi-markdown__details-summary-header-params">{title}</h3>
              </summary>
            }>
            <ul className="params-list">
              {params.map((param) => (
                <li key={`${param.in}:${param.name}`} className="params-list__item">
                  <ParamsItem className="paramsItem" param={{...param, enumDescriptions: enumDescriptions(param)}} />
                </li>
              ))}
            </ul>
          </Details>
        );
      })}
    </>
  );
}
