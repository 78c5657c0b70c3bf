/*
 * A Gemini `generateContent` request (Google's wire format, on
 * `/v1beta/models/{model}:generateContent` and `:streamGenerateContent`) as
 * the OpenAI chat completion every OpenAI-compatible channel speaks
 * (server-behaviour 14.2: "Incoming Gemini requests are converted to chat
 * completions"). Pure.
 *
 * Google's JSON takes each field in camelCase or snake_case
 * (`systemInstruction` or `system_instruction`); both are read.
 *
 * - `systemInstruction` becomes the first message, a system message.
 * - `contents` in order: a `user` turn's text becomes text parts, its
 *   inline images image parts (a data URL), inline audio an audio part,
 *   other inline data (a PDF) a file part, and an image by URI an image
 *   part; its `functionResponse` parts become tool messages, put first. A
 *   `model` turn's text becomes the assistant's text, its `functionCall`
 *   parts its tool calls; its thought parts are dropped.
 * - A function call has no id in Gemini's older format: each call gets
 *   `call_<turn>_<n>`, and a response answers the earliest unanswered call
 *   of its name, as Gemini pairs them (by name, in order).
 * - `generationConfig`: temperature, topP, maxOutputTokens, stopSequences,
 *   candidateCount, seed and the penalties by their OpenAI names; a JSON
 *   response MIME type becomes `response_format` (with the schema when one
 *   is given, its type names in lower case as JSON Schema writes them).
 *   topK and the thinking settings have no OpenAI equivalent and are not
 *   sent.
 * - Function declarations become functions; `functionCallingConfig`'s mode
 *   AUTO/ANY/NONE becomes auto/required/none (ANY with one allowed name
 *   becomes that function). Google's own tools (Search grounding, code
 *   execution, URL context) have no OpenAI-format equivalent and are
 *   refused, rather than silently dropped.
 * - Safety settings are Google's filter thresholds; they are not sent.
 */

type Json = Record<string, unknown>;

export type GeminiConversion = { readonly ok: true; readonly body: Json } | { readonly ok: false; readonly detail: string };

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field by its camelCase name, or its snake_case one. */
function field(object: Json, camel: string): unknown {
  if (object[camel] !== undefined) return object[camel];
  return object[camel.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)];
}

class Refused extends Error {}
const refuse = (detail: string): never => {
  throw new Refused(detail);
};

/** The chat completion body for a Gemini body; `model` and `stream` come from the path. */
export function chatRequestOfGemini(body: Readonly<Json>, { model, stream }: { model: string; stream: boolean }): GeminiConversion {
  try {
    return { ok: true, body: convert(body, model, stream) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, detail: error.message };
    throw error;
  }
}

function convert(body: Readonly<Json>, model: string, stream: boolean): Json {
  const contents = field(body, 'contents');
  if (!Array.isArray(contents) || contents.length === 0) refuse('contents is not specified');
  const messages: Json[] = [];
  const system = systemText(field(body, 'systemInstruction'));
  if (system !== null) messages.push({ role: 'system', content: system });
  const calls = new CallIds();
  (contents as unknown[]).forEach((content, i) => messages.push(...messagesOf(content, i, calls)));

  const chat: Json = { model, messages };
  if (stream) chat.stream = true;
  const config = field(body, 'generationConfig');
  if (config !== undefined) Object.assign(chat, generationConfigOf(config));
  const tools = field(body, 'tools');
  if (Array.isArray(tools)) {
    const functions = tools.flatMap(functionsOf);
    if (functions.length > 0) chat.tools = functions;
  }
  const toolConfig = field(body, 'toolConfig');
  if (isObject(toolConfig)) Object.assign(chat, toolChoiceOf(field(toolConfig, 'functionCallingConfig')));
  return chat;
}

function textOfParts(content: unknown, at: string): string {
  if (!isObject(content)) return refuse(`${at} must be a Content object`);
  const parts = field(content, 'parts');
  if (!Array.isArray(parts)) return refuse(`${at}.parts is not specified`);
  return parts.map((part, k) => (isObject(part) && typeof part.text === 'string' ? part.text : refuse(`${at}.parts[${k}] must be a text part`))).join('\n');
}

function systemText(instruction: unknown): string | null {
  if (instruction === undefined || instruction === null) return null;
  if (typeof instruction === 'string') return instruction === '' ? null : instruction;
  const text = textOfParts(instruction, 'systemInstruction');
  return text === '' ? null : text;
}

/** Ids for function calls: given, or made up; a response takes the earliest unanswered call of its name. */
class CallIds {
  private readonly open = new Map<string, string[]>();

  called(name: string, given: unknown, turn: number, n: number): string {
    const id = typeof given === 'string' && given !== '' ? given : `call_${turn}_${n}`;
    const list = this.open.get(name);
    if (list === undefined) this.open.set(name, [id]);
    else list.push(id);
    return id;
  }

  answered(name: string, given: unknown, turn: number, n: number): string {
    const list = this.open.get(name) ?? [];
    if (typeof given === 'string' && given !== '') {
      const at = list.indexOf(given);
      if (at >= 0) list.splice(at, 1);
      return given;
    }
    return list.shift() ?? `call_${turn}_${n}`;
  }
}

function messagesOf(content: unknown, i: number, calls: CallIds): Json[] {
  const at = `contents[${i}]`;
  if (!isObject(content)) return refuse(`${at} must be a Content object`);
  const role = content.role ?? 'user';
  if (role !== 'user' && role !== 'model') return refuse(`${at}.role must be 'user' or 'model'`);
  const parts = field(content, 'parts');
  if (!Array.isArray(parts)) return refuse(`${at}.parts is not specified`);
  const checked = parts.map((part, k) => (isObject(part) ? part : refuse(`${at}.parts[${k}] must be a Part object`)));
  return role === 'model' ? [assistantOf(checked, i, calls)] : userTurnOf(checked, i, calls);
}

function assistantOf(parts: readonly Json[], i: number, calls: CallIds): Json {
  let text = '';
  const toolCalls: Json[] = [];
  parts.forEach((part, k) => {
    if (part.thought === true) return;
    if (typeof part.text === 'string') {
      text += part.text;
      return;
    }
    const call = field(part, 'functionCall');
    if (isObject(call)) {
      if (typeof call.name !== 'string') return refuse(`contents[${i}].parts[${k}].functionCall.name is not specified`);
      const id = calls.called(call.name, call.id, i, k);
      toolCalls.push({ id, type: 'function', function: { name: call.name, arguments: JSON.stringify(call.args ?? {}) } });
      return;
    }
    // A model turn's other parts (executable code, its results) are Google's tools' record: not sent.
  });
  const message: Json = { role: 'assistant', content: toolCalls.length > 0 && text === '' ? null : text };
  if (toolCalls.length > 0) message.tool_calls = toolCalls;
  return message;
}

function userTurnOf(parts: readonly Json[], i: number, calls: CallIds): Json[] {
  const toolAnswers: Json[] = [];
  const content: Json[] = [];
  parts.forEach((part, k) => {
    const at = `contents[${i}].parts[${k}]`;
    if (typeof part.text === 'string') {
      content.push({ type: 'text', text: part.text });
      return;
    }
    const inline = field(part, 'inlineData');
    if (isObject(inline)) {
      content.push(inlinePart(inline, at));
      return;
    }
    const file = field(part, 'fileData');
    if (isObject(file)) {
      const uri = field(file, 'fileUri');
      const mime = String(field(file, 'mimeType') ?? '');
      if (typeof uri !== 'string' || !mime.startsWith('image/')) return refuse(`${at}.fileData: only images by URI are supported on this endpoint`);
      content.push({ type: 'image_url', image_url: { url: uri } });
      return;
    }
    const response = field(part, 'functionResponse');
    if (isObject(response)) {
      if (typeof response.name !== 'string') return refuse(`${at}.functionResponse.name is not specified`);
      const id = calls.answered(response.name, response.id, i, k);
      toolAnswers.push({ role: 'tool', tool_call_id: id, content: JSON.stringify(response.response ?? {}) });
      return;
    }
    return refuse(`${at}: this kind of part is not supported on this endpoint`);
  });
  return content.length === 0 ? toolAnswers : [...toolAnswers, { role: 'user', content }];
}

const AUDIO_FORMATS: Readonly<Record<string, string>> = { 'audio/wav': 'wav', 'audio/x-wav': 'wav', 'audio/mp3': 'mp3', 'audio/mpeg': 'mp3' };

function inlinePart(inline: Json, at: string): Json {
  const mime = field(inline, 'mimeType');
  const data = inline.data;
  if (typeof mime !== 'string' || typeof data !== 'string') return refuse(`${at}.inlineData needs a mimeType and data`);
  if (mime.startsWith('image/')) return { type: 'image_url', image_url: { url: `data:${mime};base64,${data}` } };
  const audio = AUDIO_FORMATS[mime];
  if (audio !== undefined) return { type: 'input_audio', input_audio: { data, format: audio } };
  return { type: 'file', file: { filename: mime === 'application/pdf' ? 'document.pdf' : 'document', file_data: `data:${mime};base64,${data}` } };
}

/** Gemini's OpenAPI-style schema as JSON Schema: its upper-case type names (OBJECT, STRING) in lower case. */
export function jsonSchemaOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(jsonSchemaOf);
  if (!isObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, key === 'type' && typeof value === 'string' ? value.toLowerCase() : jsonSchemaOf(value)]),
  );
}

function generationConfigOf(config: unknown): Json {
  if (!isObject(config)) return refuse('generationConfig must be an object');
  const chat: Json = {};
  const copy: ReadonlyArray<readonly [string, string]> = [
    ['temperature', 'temperature'],
    ['topP', 'top_p'],
    ['maxOutputTokens', 'max_tokens'],
    ['candidateCount', 'n'],
    ['seed', 'seed'],
    ['presencePenalty', 'presence_penalty'],
    ['frequencyPenalty', 'frequency_penalty'],
  ];
  for (const [from, to] of copy) {
    const value = field(config, from);
    if (value !== undefined) chat[to] = value;
  }
  const stop = field(config, 'stopSequences');
  if (Array.isArray(stop) && stop.length > 0) chat.stop = stop;
  if (field(config, 'responseMimeType') === 'application/json') {
    const schema = field(config, 'responseJsonSchema') ?? jsonSchemaOf(field(config, 'responseSchema'));
    chat.response_format = schema === undefined ? { type: 'json_object' } : { type: 'json_schema', json_schema: { name: 'response', schema } };
  }
  return chat;
}

function functionsOf(tool: unknown, i: number): Json[] {
  if (!isObject(tool)) return refuse(`tools[${i}] must be a Tool object`);
  const declarations = field(tool, 'functionDeclarations');
  const others = Object.keys(tool).filter((key) => key !== 'functionDeclarations' && key !== 'function_declarations');
  if (others.length > 0) return refuse(`tools[${i}]: ${others.join(', ')} is not supported on this endpoint`);
  if (!Array.isArray(declarations)) return [];
  return declarations.map((declaration, k) => {
    if (!isObject(declaration) || typeof declaration.name !== 'string') return refuse(`tools[${i}].functionDeclarations[${k}].name is not specified`);
    const parameters = field(declaration, 'parametersJsonSchema') ?? jsonSchemaOf(declaration.parameters) ?? { type: 'object', properties: {} };
    const fn: Json = { name: declaration.name, parameters };
    if (typeof declaration.description === 'string') fn.description = declaration.description;
    return { type: 'function', function: fn };
  });
}

function toolChoiceOf(config: unknown): Json {
  if (!isObject(config)) return {};
  const allowed = field(config, 'allowedFunctionNames');
  switch (config.mode) {
    case undefined:
    case 'MODE_UNSPECIFIED':
    case 'AUTO':
    case 'VALIDATED':
      return { tool_choice: 'auto' };
    case 'ANY':
      return Array.isArray(allowed) && allowed.length === 1 && typeof allowed[0] === 'string'
        ? { tool_choice: { type: 'function', function: { name: allowed[0] } } }
        : { tool_choice: 'required' };
    case 'NONE':
      return { tool_choice: 'none' };
    default:
      return refuse(`toolConfig.functionCallingConfig.mode: ${String(config.mode)} is not a mode`);
  }
}
