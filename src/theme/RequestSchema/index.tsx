// Not a wrapper: the markup (valid lists) and when the tabs render are what change, inside the theme's component.
import React, {type CSSProperties, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Details from '@theme/Details';
import Markdown from '@theme/Markdown';
import MimeTabs from '@theme/MimeTabs';
import SchemaNode from '@theme/Schema';
import SchemaExpansionControl from '@theme/SchemaExpansion';
import SchemaTabs from '@theme/SchemaTabs';
import TabItem from '@theme/TabItem';
import {SchemaRows, exampleTabs, type Body} from '@site/src/components/ApiBody';

interface Props {
  title: string;
  body?: Body;
  style?: CSSProperties;
}

/**
 * A request body: a tab per media type, then the schema and its examples. Replaces the theme's
 * RequestSchema for the reasons given in ../ResponseSchema (valid markup, examples rendered on
 * selection). As in the theme, an example is generated from the schema only when the spec gives none.
 */
export default function RequestSchema({title, body, style}: Props): ReactNode {
  const content = body?.content;
  if (!body || !content || Object.keys(content).length === 0) return null;
  const requiredMark = <span className="openapi-schema__required">{translate({id: 'theme.openapi.schemaItem.required', message: 'required'})}</span>;
  return (
    <MimeTabs className="openapi-tabs__mime" schemaType="request" lazy>
      {Object.entries(content)
        .filter(([, media]) => media?.schema && !(media.schema.properties && Object.keys(media.schema.properties).length === 0))
        .map(([mimeType, media = {}]) => (
          <TabItem key={mimeType} label={mimeType} value={mimeType}>
            <SchemaTabs className="openapi-tabs__schema" lazy>
              <TabItem key={title} label={title} value={title}>
                <Details
                  className="openapi-markdown__details mime"
                  data-collapsed={false}
                  open
                  style={style}
                  summary={
                    <summary className="openapi-markdown__details-summary--with-control">
                      <h3 className="openapi-markdown__details-summary-header-body">
                        {translate({id: 'theme.openapi.request.body.title', message: title})}
                        {media.schema?.type === 'array' && <span style={{opacity: 0.6}}> array</span>}
                        {body.required === true && requiredMark}
                      </h3>
                      <SchemaExpansionControl />
                    </summary>
                  }>
                  {body.description && (
                    <div style={{textAlign: 'left', marginLeft: '1rem', marginTop: '1rem', marginBottom: '1rem'}}>
                      <Markdown>{body.description}</Markdown>
                    </div>
                  )}
                  <SchemaRows>
                    <SchemaNode schema={media.schema} schemaType="request" schemaPath="requestBody" />
                  </SchemaRows>
                </Details>
              </TabItem>
              {exampleTabs(media, mimeType, {generated: media.example === undefined && media.examples === undefined})}
            </SchemaTabs>
          </TabItem>
        ))}
    </MimeTabs>
  );
}
