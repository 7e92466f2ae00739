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
 * A response body: a tab per media type, then the schema and the examples. Replaces the theme's
 * ResponseSchema with the same look, but valid list markup (its schema rows sat in a <ul> without
 * <li>) and with tabs that render only when selected: the examples and other media types are not in
 * the page's HTML until a reader opens them. Server-rendered (src/components/LazyDetails for the theme's).
 */
export default function ResponseSchema({title, body, style}: Props): ReactNode {
  const content = body?.content;
  if (!body || !content || Object.keys(content).length === 0) return null;
  return (
    <MimeTabs className="openapi-tabs__mime" schemaType="response" lazy>
      {Object.entries(content).map(([mimeType, media = {}]) => {
        const schema = media.schema;
        if (!schema || (schema.properties && Object.keys(schema.properties).length === 0)) {
          return (
            <TabItem key={mimeType} label={mimeType} value={mimeType}>
              <div>{translate({id: 'theme.openapi.schema.noSchema', message: 'No schema'})}</div>
            </TabItem>
          );
        }
        return (
          <TabItem key={mimeType} label={mimeType} value={mimeType}>
            <SchemaTabs className="openapi-tabs__schema" lazy>
              <TabItem key={title} label={title} value={title}>
                <Details
                  className="openapi-markdown__details response"
                  data-collapsed={false}
                  open
                  style={style}
                  summary={
                    <summary className="openapi-markdown__details-summary--with-control">
                      <strong className="openapi-markdown__details-summary-response">
                        {title}
                        {body.required === true && (
                          <span className="openapi-schema__required">{translate({id: 'theme.openapi.schemaItem.required', message: 'required'})}</span>
                        )}
                      </strong>
                      <SchemaExpansionControl />
                    </summary>
                  }>
                  {body.description && (
                    <div style={{textAlign: 'left', marginLeft: '1rem', marginTop: '1rem', marginBottom: '1rem'}}>
                      <Markdown>{body.description}</Markdown>
                    </div>
                  )}
                  <SchemaRows>
                    <SchemaNode schema={schema} schemaType="response" />
                  </SchemaRows>
                </Details>
              </TabItem>
              {exampleTabs(media, mimeType, {generated: true})}
            </SchemaTabs>
          </TabItem>
        );
      })}
    </MimeTabs>
  );
}
