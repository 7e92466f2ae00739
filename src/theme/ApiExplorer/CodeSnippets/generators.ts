/**
 * One code sample per language, each written from the same RequestModel (./request.ts) with the
 * language's standard library or its usual HTTP client. A generator only spells the request out:
 * what to send is decided once, in the model.
 */
import {requestUrl, type RequestModel} from './request';

export interface Language {
  /** Tab value, stored as the reader's choice (`docusaurus.tab.code-samples`). */
  key: string;
  label: string;
  /** Prism language for highlighting. */
  highlight: string;
  generate: (request: RequestModel) => string;
}

// ---------------------------------------------------------------------------------------------
// String literals. Each helper returns a literal that evaluates to `text` exactly.

/** A double-quoted literal with C-family escapes (\" \\ \n \t and \uXXXX from JSON.stringify). */
const dq = (text: string) => JSON.stringify(text);
/** Same, for languages whose escapes for other control characters are \u{...}. */
const dqBraced = (text: string) => dq(text).replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => `\\u{${hex}}`);
/** Same, for C and Objective-C: control characters as octal escapes. */
const dqC = (text: string) => dq(text).replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => `\\${parseInt(hex, 16).toString(8).padStart(3, '0')}`);
/** A single-quoted literal where only \ and ' are escaped (Ruby, PHP). */
const sq = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
/** A shell word in single quotes; a single quote inside becomes '\'' . */
export const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
/** PowerShell: single quotes, with a quote doubled. */
const psQuote = (text: string) => `'${text.replace(/'/g, "''")}'`;

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((line) => (line ? by + line : line))
    .join('\n');

/** The body as JSON data when it parses, for languages that write it as a literal of their own. */
function parsedBody(request: RequestModel): {value: unknown} | undefined {
  if (!request.body || !/json/i.test(request.body.contentType)) return undefined;
  try {
    return {value: JSON.parse(request.body.text) as unknown};
  } catch {
    return undefined;
  }
}

/** Headers a client sets from the body itself: written there, not twice. */
const withoutContentType = (request: RequestModel) => request.headers.filter(([name]) => name.toLowerCase() !== 'content-type');

/** URL for program code: brackets percent-encoded, which every URL parser accepts. */
const codeUrl = (request: RequestModel) => requestUrl(request, {brackets: 'encoded'});

// ---------------------------------------------------------------------------------------------

/** A JSON value as a Python literal. */
function pythonLiteral(value: unknown, level = 0): string {
  const pad = '    '.repeat(level + 1);
  const end = '    '.repeat(level);
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${pythonLiteral(item, level + 1)},`).join('\n')}\n${end}]`;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([key, item]) => `${pad}${dq(key)}: ${pythonLiteral(item, level + 1)},`).join('\n')}\n${end}}`;
  }
  return JSON.stringify(value);
}

function python(request: RequestModel): string {
  const lines = ['import requests', '', `url = ${dq(codeUrl(request))}`, 'headers = {', ...request.headers.map(([k, v]) => `    ${dq(k)}: ${dq(v)},`), '}'];
  let bodyArg = '';
  const parsed = parsedBody(request);
  if (parsed) {
    lines.push(`payload = ${pythonLiteral(parsed.value)}`);
    bodyArg = ', json=payload';
  } else if (request.body) {
    lines.push(`payload = ${dq(request.body.text)}`);
    bodyArg = ', data=payload.encode("utf-8")';
  }
  lines.push('', `response = requests.request(${dq(request.method)}, url, headers=headers${bodyArg}, timeout=30)`, 'print(response.status_code)', 'print(response.text)');
  return lines.join('\n');
}

/** curl: the URL as a reader would type it, with literal brackets (hence --globoff). */
export function curl(request: RequestModel): string {
  const url = requestUrl(request, {brackets: 'raw'});
  const lines = [
    `curl${/[[\]{}]/.test(url) ? ' --globoff' : ''} -X ${request.method} ${shellQuote(url)}`,
    ...request.headers.map(([k, v]) => `-H ${shellQuote(`${k}: ${v}`)}`),
    ...(request.body ? [`--data ${shellQuote(request.body.text)}`] : []),
  ];
  return lines.join(' \\\n  ');
}

const CSHARP_METHODS: Record<string, string> = {GET: 'Get', POST: 'Post', PUT: 'Put', PATCH: 'Patch', DELETE: 'Delete', HEAD: 'Head', OPTIONS: 'Options'};

function csharp(request: RequestModel): string {
  const method = CSHARP_METHODS[request.method] ? `HttpMethod.${CSHARP_METHODS[request.method]}` : `new HttpMethod(${dq(request.method)})`;
  const lines = [
    'using System;',
    'using System.Net.Http;',
    'using System.Text;',
    '',
    'using var client = new HttpClient();',
    `using var request = new HttpRequestMessage(${method}, ${dq(codeUrl(request))});`,
    ...withoutContentType(request).map(([k, v]) => `request.Headers.TryAddWithoutValidation(${dq(k)}, ${dq(v)});`),
  ];
  if (request.body) {
    lines.push(`request.Content = new StringContent(@"${request.body.text.replace(/"/g, '""')}", Encoding.UTF8, ${dq(request.body.contentType)});`);
  }
  lines.push(
    '',
    'using var response = await client.SendAsync(request);',
    'Console.WriteLine((int)response.StatusCode);',
    'Console.WriteLine(await response.Content.ReadAsStringAsync());',
  );
  return lines.join('\n');
}

function go(request: RequestModel): string {
  const body = request.body;
  const literal = body && !body.text.includes('`') ? `\`${body.text}\`` : body ? dq(body.text) : '';
  const imports = ['"fmt"', '"io"', '"net/http"', ...(body ? ['"strings"'] : [])];
  return [
    'package main',
    '',
    'import (',
    ...imports.map((i) => `\t${i}`),
    ')',
    '',
    'func main() {',
    ...(body ? [`\tbody := strings.NewReader(${literal})`] : []),
    `\treq, err := http.NewRequest(${dq(request.method)}, ${dq(codeUrl(request))}, ${body ? 'body' : 'nil'})`,
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    ...request.headers.map(([k, v]) => `\treq.Header.Set(${dq(k)}, ${dq(v)})`),
    '',
    '\tres, err := http.DefaultClient.Do(req)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tdefer res.Body.Close()',
    '\tdata, err := io.ReadAll(res.Body)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tfmt.Println(res.Status)',
    '\tfmt.Println(string(data))',
    '}',
  ].join('\n');
}

/** The options argument of fetch(), shared by the Node.js and browser samples. */
function fetchOptions(request: RequestModel, pad: string): string {
  const parsed = parsedBody(request);
  const body = parsed ? `JSON.stringify(${indent(JSON.stringify(parsed.value, null, 2), `${pad}  `).trimStart()})` : request.body ? dq(request.body.text) : '';
  return [
    '{',
    `${pad}  method: ${dq(request.method)},`,
    `${pad}  headers: {`,
    ...request.headers.map(([k, v]) => `${pad}    ${dq(k)}: ${dq(v)},`),
    `${pad}  },`,
    ...(body ? [`${pad}  body: ${body},`] : []),
    `${pad}}`,
  ].join('\n');
}

function nodejs(request: RequestModel): string {
  return [
    '// Node.js 18 or later: fetch is built in.',
    'async function main() {',
    `  const response = await fetch(${dq(codeUrl(request))}, ${fetchOptions(request, '  ')});`,
    '  console.log(response.status);',
    '  console.log(await response.text());',
    '}',
    '',
    'main().catch((error) => {',
    '  console.error(error);',
    '  process.exitCode = 1;',
    '});',
  ].join('\n');
}

function javascript(request: RequestModel): string {
  return [
    `fetch(${dq(codeUrl(request))}, ${fetchOptions(request, '')})`,
    '  .then(async (response) => {',
    '    console.log(response.status);',
    '    console.log(await response.text());',
    '  })',
    '  .catch((error) => console.error(error));',
  ].join('\n');
}

const RUBY_CLASSES: Record<string, string> = {GET: 'Get', POST: 'Post', PUT: 'Put', PATCH: 'Patch', DELETE: 'Delete', HEAD: 'Head', OPTIONS: 'Options'};

function ruby(request: RequestModel): string {
  const body = request.body;
  const heredoc = body && !/^\s*JSON\s*$/m.test(body.text);
  const requestClass = RUBY_CLASSES[request.method] ?? 'Get';
  return [
    "require 'net/http'",
    "require 'uri'",
    '',
    `uri = URI(${sq(codeUrl(request))})`,
    `request = Net::HTTP::${requestClass}.new(uri)`,
    ...request.headers.map(([k, v]) => `request[${sq(k)}] = ${sq(v)}`),
    ...(body ? (heredoc ? ["request.body = <<~'JSON'", indent(body.text, '  '), 'JSON'] : [`request.body = ${sq(body.text)}`]) : []),
    '',
    "response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == 'https') do |http|",
    '  http.request(request)',
    'end',
    'puts response.code',
    'puts response.body',
  ].join('\n');
}

function php(request: RequestModel): string {
  const body = request.body;
  const nowdoc = body && !/^\s*JSON\b/m.test(body.text);
  return [
    '<?php',
    '',
    ...(body ? (nowdoc ? ["$body = <<<'JSON'", body.text, 'JSON;', ''] : [`$body = ${sq(body.text)};`, '']) : []),
    '$curl = curl_init();',
    'curl_setopt_array($curl, [',
    `    CURLOPT_URL => ${sq(codeUrl(request))},`,
    `    CURLOPT_CUSTOMREQUEST => ${sq(request.method)},`,
    '    CURLOPT_RETURNTRANSFER => true,',
    '    CURLOPT_HTTPHEADER => [',
    ...request.headers.map(([k, v]) => `        ${sq(`${k}: ${v}`)},`),
    '    ],',
    ...(body ? ['    CURLOPT_POSTFIELDS => $body,'] : []),
    ']);',
    '',
    '$response = curl_exec($curl);',
    '$status = curl_getinfo($curl, CURLINFO_RESPONSE_CODE);',
    'curl_close($curl);',
    '',
    'echo $status, PHP_EOL, $response, PHP_EOL;',
  ].join('\n');
}

/**
 * A Java text block (Java 15+): escapes keep their meaning, so backslashes are doubled; closed on
 * the last line, so that it adds no line break the body does not have.
 */
const javaTextBlock = (text: string, pad: string) => `"""\n${indent(text.replace(/\\/g, '\\\\').replace(/"""/g, '\\"""'), pad)}"""`;

function java(request: RequestModel): string {
  const body = request.body;
  const pad = '        ';
  const publisher = body ? 'HttpRequest.BodyPublishers.ofString(body)' : 'HttpRequest.BodyPublishers.noBody()';
  return [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    '',
    'public class Main {',
    '    public static void main(String[] args) throws Exception {',
    ...(body ? [`${pad}String body = ${javaTextBlock(body.text, pad)};`] : []),
    `${pad}HttpRequest request = HttpRequest.newBuilder()`,
    `${pad}    .uri(URI.create(${dq(codeUrl(request))}))`,
    ...request.headers.map(([k, v]) => `${pad}    .header(${dq(k)}, ${dq(v)})`),
    `${pad}    .method(${dq(request.method)}, ${publisher})`,
    `${pad}    .build();`,
    `${pad}HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());`,
    `${pad}System.out.println(response.statusCode());`,
    `${pad}System.out.println(response.body());`,
    '    }',
    '}',
  ].join('\n');
}

function powershell(request: RequestModel): string {
  const body = request.body;
  const hereString = body && !/^'@/m.test(body.text);
  const method = request.method.charAt(0) + request.method.slice(1).toLowerCase();
  const args = [`-Uri ${psQuote(codeUrl(request))}`, `-Method ${method}`, '-Headers $headers'];
  if (body) args.push(`-ContentType ${psQuote(body.contentType)}`, '-Body $body');
  return [
    '$headers = @{',
    ...withoutContentType(request).map(([k, v]) => `    ${psQuote(k)} = ${psQuote(v)}`),
    '}',
    ...(body ? (hereString ? ["$body = @'", body.text, "'@"] : [`$body = ${psQuote(body.text)}`]) : []),
    '',
    `$response = Invoke-WebRequest ${args.join(' ')}`,
    '$response.StatusCode',
    '$response.Content',
  ].join('\n');
}

/** Dart single-quoted literal: \ ' and $ (interpolation) escaped. */
const dartQuote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\$/g, '\\$').replace(/\n/g, '\\n')}'`;

function dart(request: RequestModel): string {
  const body = request.body;
  const raw = body && !body.text.includes("'''");
  return [
    "import 'package:http/http.dart' as http;",
    '',
    'Future<void> main() async {',
    `  final request = http.Request(${dartQuote(request.method)}, Uri.parse(${dartQuote(codeUrl(request))}));`,
    '  request.headers.addAll({',
    ...request.headers.map(([k, v]) => `    ${dartQuote(k)}: ${dartQuote(v)},`),
    '  });',
    ...(body ? [`  request.body = ${raw ? `r'''${body.text}'''` : dartQuote(body.text)};`] : []),
    '',
    '  final response = await http.Response.fromStream(await request.send());',
    '  print(response.statusCode);',
    '  print(response.body);',
    '}',
  ].join('\n');
}

/** A long string as adjacent C literals, one per line of text. */
function cLines(text: string, pad: string): string {
  const lines = text.split('\n');
  return lines.map((line, i) => `${i === 0 ? '' : pad}${dqC(i < lines.length - 1 ? `${line}\n` : line)}`).join('\n');
}

function c(request: RequestModel): string {
  const body = request.body;
  return [
    '#include <stdio.h>',
    '#include <curl/curl.h>',
    '',
    'int main(void)',
    '{',
    '  CURL *curl = curl_easy_init();',
    '  if (!curl)',
    '    return 1;',
    '',
    '  struct curl_slist *headers = NULL;',
    ...request.headers.map(([k, v]) => `  headers = curl_slist_append(headers, ${dqC(`${k}: ${v}`)});`),
    `  curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, ${dq(request.method)});`,
    `  curl_easy_setopt(curl, CURLOPT_URL, ${dqC(codeUrl(request))});`,
    '  curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);',
    ...(body ? [`  const char *body = ${cLines(body.text, '                     ')};`, '  curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body);'] : []),
    '',
    '  CURLcode result = curl_easy_perform(curl);',
    '  if (result != CURLE_OK)',
    '    fprintf(stderr, "request failed: %s\\n", curl_easy_strerror(result));',
    '',
    '  curl_slist_free_all(headers);',
    '  curl_easy_cleanup(curl);',
    '  return result == CURLE_OK ? 0 : 1;',
    '}',
  ].join('\n');
}

function objectiveC(request: RequestModel): string {
  const body = request.body;
  const pad = '    ';
  return [
    '#import <Foundation/Foundation.h>',
    '',
    'int main(int argc, const char *argv[]) {',
    '  @autoreleasepool {',
    `${pad}NSURL *url = [NSURL URLWithString:@${dqC(codeUrl(request))}];`,
    `${pad}NSMutableURLRequest *request = [NSMutableURLRequest requestWithURL:url];`,
    `${pad}request.HTTPMethod = @${dq(request.method)};`,
    ...request.headers.map(([k, v]) => `${pad}[request setValue:@${dqC(v)} forHTTPHeaderField:@${dqC(k)}];`),
    ...(body ? [`${pad}NSString *body = @${cLines(body.text, `${pad}                  `)};`, `${pad}request.HTTPBody = [body dataUsingEncoding:NSUTF8StringEncoding];`] : []),
    '',
    `${pad}dispatch_semaphore_t done = dispatch_semaphore_create(0);`,
    `${pad}NSURLSessionDataTask *task = [[NSURLSession sharedSession] dataTaskWithRequest:request`,
    `${pad}    completionHandler:^(NSData *data, NSURLResponse *response, NSError *error) {`,
    `${pad}  if (error) {`,
    `${pad}    NSLog(@"%@", error);`,
    `${pad}  } else {`,
    `${pad}    NSLog(@"%ld", (long)((NSHTTPURLResponse *)response).statusCode);`,
    `${pad}    NSLog(@"%@", [[NSString alloc] initWithData:data encoding:NSUTF8StringEncoding]);`,
    `${pad}  }`,
    `${pad}  dispatch_semaphore_signal(done);`,
    `${pad}}];`,
    `${pad}[task resume];`,
    `${pad}dispatch_semaphore_wait(done, DISPATCH_TIME_FOREVER);`,
    '  }',
    '  return 0;',
    '}',
  ].join('\n');
}

/** OCaml: a quoted string {|...|} when it can hold the text, else a double-quoted one. */
const ocamlString = (text: string) => (text.includes('|}') ? dqC(text) : `{|${text}|}`);

function ocaml(request: RequestModel): string {
  const body = request.body;
  return [
    '(* opam install cohttp-lwt-unix *)',
    'open Lwt.Syntax',
    'open Cohttp',
    'open Cohttp_lwt_unix',
    '',
    'let () =',
    `  let uri = Uri.of_string ${dqC(codeUrl(request))} in`,
    '  let headers =',
    '    Header.of_list',
    '      [',
    ...request.headers.map(([k, v]) => `        (${dqC(k)}, ${dqC(v)});`),
    '      ]',
    '  in',
    ...(body ? [`  let body = Cohttp_lwt.Body.of_string ${ocamlString(body.text)} in`] : []),
    '  let request =',
    `    let* response, response_body = Client.call ~headers${body ? ' ~body' : ''} \`${request.method} uri in`,
    '    let* text = Cohttp_lwt.Body.to_string response_body in',
    '    Printf.printf "%d\\n%s\\n" (Code.code_of_status (Response.status response)) text;',
    '    Lwt.return_unit',
    '  in',
    '  Lwt_main.run request',
  ].join('\n');
}

/** An R argument name: backticks when it is not a syntactic name (Content-Type). */
const rName = (name: string) => (/^[A-Za-z][A-Za-z0-9._]*$/.test(name) ? name : `\`${name.replace(/`/g, '\\`')}\``);

function r(request: RequestModel): string {
  const body = request.body;
  const headers = withoutContentType(request);
  const rawString = body && !body.text.includes(')"') ? `r"(${body.text})"` : body ? dq(body.text) : '';
  return [
    'library(httr2)',
    '',
    `response <- request(${dq(codeUrl(request))}) |>`,
    `  req_method(${dq(request.method)}) |>`,
    '  req_headers(',
    ...headers.map(([k, v], i) => `    ${rName(k)} = ${dq(v)}${i < headers.length - 1 ? ',' : ''}`),
    '  ) |>',
    ...(body ? [`  req_body_raw(${rawString}, type = ${dq(body.contentType)}) |>`] : []),
    '  req_error(is_error = function(resp) FALSE) |>',
    '  req_perform()',
    '',
    'print(resp_status(response))',
    'cat(resp_body_string(response))',
  ].join('\n');
}

/** Swift raw string (#"..."#): no escapes inside, so the body reads as it is sent. */
function swiftRaw(text: string): string {
  let hashes = '#';
  while (text.includes(`"""${hashes}`) || text.includes(`\\${hashes}`)) hashes += '#';
  return `${hashes}"""\n${text}\n"""${hashes}`;
}

function swift(request: RequestModel): string {
  const body = request.body;
  return [
    'import Foundation',
    '',
    `var request = URLRequest(url: URL(string: ${dqBraced(codeUrl(request))})!)`,
    `request.httpMethod = ${dq(request.method)}`,
    ...request.headers.map(([k, v]) => `request.setValue(${dqBraced(v)}, forHTTPHeaderField: ${dqBraced(k)})`),
    ...(body ? [`request.httpBody = Data(${swiftRaw(body.text)}.utf8)`] : []),
    '',
    'let (data, response) = try await URLSession.shared.data(for: request)',
    'print((response as! HTTPURLResponse).statusCode)',
    'print(String(decoding: data, as: UTF8.self))',
  ].join('\n');
}

/** Kotlin: a raw string when it can hold the text, with `$` kept literal either way. */
function kotlinString(text: string, pad: string): string {
  if (text.includes('"""')) return dq(text).replace(/\$/g, '\\$');
  return `"""\n${indent(text.replace(/\$/g, "${'$'}"), pad)}\n${pad}""".trimIndent()`;
}

function kotlin(request: RequestModel): string {
  const body = request.body;
  const pad = '    ';
  const kq = (text: string) => dq(text).replace(/\$/g, '\\$');
  return [
    ...(body ? ['import okhttp3.MediaType.Companion.toMediaType'] : []),
    'import okhttp3.OkHttpClient',
    'import okhttp3.Request',
    ...(body ? ['import okhttp3.RequestBody.Companion.toRequestBody'] : []),
    '',
    'fun main() {',
    `${pad}val client = OkHttpClient()`,
    ...(body ? [`${pad}val body = ${kotlinString(body.text, pad + pad)}`, `${pad}    .toRequestBody(${kq(body.contentType)}.toMediaType())`] : []),
    `${pad}val request = Request.Builder()`,
    `${pad}    .url(${kq(codeUrl(request))})`,
    `${pad}    .method(${kq(request.method)}, ${body ? 'body' : 'null'})`,
    ...withoutContentType(request).map(([k, v]) => `${pad}    .header(${kq(k)}, ${kq(v)})`),
    `${pad}    .build()`,
    '',
    `${pad}client.newCall(request).execute().use { response ->`,
    `${pad}    println(response.code)`,
    `${pad}    println(response.body?.string())`,
    `${pad}}`,
    '}',
  ].join('\n');
}

/** Rust raw string r#"..."#, with as many # as the text needs. */
function rustRaw(text: string): string {
  let hashes = '#';
  while (text.includes(`"${hashes}`)) hashes += '#';
  return `r${hashes}"${text}"${hashes}`;
}

function rust(request: RequestModel): string {
  const body = request.body;
  const pad = '    ';
  const method = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/.test(request.method)
    ? `reqwest::Method::${request.method}`
    : `reqwest::Method::from_bytes(b${dq(request.method)})?`;
  return [
    '// Cargo.toml: reqwest = { version = "0.12", features = ["blocking"] }',
    'use reqwest::blocking::Client;',
    '',
    'fn main() -> Result<(), Box<dyn std::error::Error>> {',
    ...(body ? [`${pad}let body = ${rustRaw(body.text)};`] : []),
    `${pad}let response = Client::new()`,
    `${pad}    .request(${method}, ${dqBraced(codeUrl(request))})`,
    ...request.headers.map(([k, v]) => `${pad}    .header(${dqBraced(k)}, ${dqBraced(v)})`),
    ...(body ? [`${pad}    .body(body)`] : []),
    `${pad}    .send()?;`,
    `${pad}println!("{}", response.status());`,
    `${pad}println!("{}", response.text()?);`,
    `${pad}Ok(())`,
    '}',
  ].join('\n');
}

/** The code-sample tabs of SPEC 9, in that order. */
export const LANGUAGES: readonly Language[] = [
  {key: 'python', label: 'Python', highlight: 'python', generate: python},
  {key: 'curl', label: 'cURL', highlight: 'bash', generate: curl},
  {key: 'csharp', label: 'C#', highlight: 'csharp', generate: csharp},
  {key: 'go', label: 'Go', highlight: 'go', generate: go},
  {key: 'nodejs', label: 'Node.js', highlight: 'javascript', generate: nodejs},
  {key: 'ruby', label: 'Ruby', highlight: 'ruby', generate: ruby},
  {key: 'php', label: 'PHP', highlight: 'php', generate: php},
  {key: 'java', label: 'Java', highlight: 'java', generate: java},
  {key: 'powershell', label: 'PowerShell', highlight: 'powershell', generate: powershell},
  {key: 'dart', label: 'Dart', highlight: 'dart', generate: dart},
  {key: 'javascript', label: 'JavaScript', highlight: 'javascript', generate: javascript},
  {key: 'c', label: 'C', highlight: 'c', generate: c},
  {key: 'objective-c', label: 'Objective-C', highlight: 'objectivec', generate: objectiveC},
  {key: 'ocaml', label: 'OCaml', highlight: 'ocaml', generate: ocaml},
  {key: 'r', label: 'R', highlight: 'r', generate: r},
  {key: 'swift', label: 'Swift', highlight: 'swift', generate: swift},
  {key: 'kotlin', label: 'Kotlin', highlight: 'kotlin', generate: kotlin},
  {key: 'rust', label: 'Rust', highlight: 'rust', generate: rust},
];
