// Checks one HTTP answer against the bundled contract: the status is declared for the operation, the
// content type is one the status declares, required headers are there, and a JSON body validates
// against the full schema (Ajv, with OpenAPI 3.0's `nullable`). Shared by the contract-test command's
// property-based phase (fuzz.mjs), the reference backend's own check of its answers
// (BOXOFFICE_CHECK_ANSWERS) and the server's tests: one well-kept validator, no hand-written checks.
//
//   const checker = answerChecker(await loadContract(file));
//   checker.check({ method, path, status, headers, body })  // path relative to the API root
//     -> { operation: 'GET /cart (getCart)' | null, problems: ['status 418 is not declared ...'] }
import { appendFileSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

// CommonJS packages: their default export sits on `default` when imported from ESM.
const require = createRequire(import.meta.url);
const Ajv = require('ajv').default;
const addFormats = require('ajv-formats').default;

/** JSON bodies larger than this are checked by status and content type only (keeps the cost small). */
export const MAX_BODY_BYTES = 2_000_000;
const ROOT = 'boxoffice-contract.json';
/** The wire's integer ranges: int32 is -2^31 to 2^31 - 1; int64 what a JavaScript number holds exactly. */
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;

export async function loadContract(file) {
  return JSON.parse(await readFile(file, 'utf8'));
}

/** True for media types whose bodies the checker reads (JSON); others are checked by type only. */
export const isJsonType = (type) => /^application\/([\w.+-]*\+)?json$/i.test(mediaOf(type));

const mediaOf = (type) =>
  String(type ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();

/** An Ajv for OpenAPI 3.0 schemas: `nullable`, the formats the contract uses, every error. */
export function contractAjv() {
  // strict: false lets OpenAPI's annotations (example, x-enum-varnames) pass as unknown keywords.
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addFormat('int32', {
    type: 'number',
    validate: (n) => Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX,
  });
  ajv.addFormat('int64', { type: 'number', validate: (n) => Number.isSafeInteger(n) });
  for (const name of ['double', 'float']) ajv.addFormat(name, { type: 'number', validate: () => true });
  ajv.addFormat('binary', true);
  return ajv;
}

/** Resolves an in-document `$ref` (responses, headers, parameters); schemas stay for Ajv. */
export function deref(spec, node) {
  let current = node;
  for (let hops = 0; current?.$ref && hops < 20; hops++) {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((acc, key) => acc?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  }
  return current;
}

/** Every operation: { operationId, method, path, op, parameters (path-level merged), label, regex }. */
export function operationsOf(spec) {
  const ops = [];
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!op?.operationId) continue;
      const own = (op.parameters ?? []).map((p) => deref(spec, p));
      const shared = (item.parameters ?? []).map((p) => deref(spec, p));
      const parameters = [
        ...own,
        ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
      ];
      const pattern = path
        .split('/')
        .map((s) => (/^\{.+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')))
        .join('/');
      ops.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        op,
        parameters,
        label: `${method.toUpperCase()} ${path} (${op.operationId})`,
        regex: new RegExp(`^${pattern}$`),
        // A literal segment beats a parameter where two templates match (/cart/items before /cart/{id}).
        literals: path.split('/').filter((s) => s && !s.startsWith('{')).length,
      });
    }
  }
  return ops;
}

/** `/value/items/0/price` as `value.items[0].price`; the root as `(the body)`. */
function fieldOf(instancePath, extra) {
  const parts = instancePath.split('/').slice(1);
  if (extra !== undefined) parts.push(String(extra));
  const text = parts
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i === 0 ? p : `.${p}`))
    .join('');
  return text || '(the body)';
}

const shown = (value) => {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 60)}…` : text;
};

/** Ajv's errors as `body field value.x: must be string (got 42)`, a few at most, each field once. */
export function describeErrors(errors, data, limit = 5) {
  const at = (instancePath) =>
    instancePath
      .split('/')
      .slice(1)
      .reduce((acc, key) => acc?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], data);
  const lines = [];
  for (const error of errors ?? []) {
    let line;
    if (error.keyword === 'required')
      line = `body field ${fieldOf(error.instancePath, error.params.missingProperty)}: missing (required)`;
    else if (error.keyword === 'additionalProperties')
      line = `body field ${fieldOf(error.instancePath, error.params.additionalProperty)}: not in the contract`;
    else {
      const allowed = error.keyword === 'enum' ? ` ${shown(error.params.allowedValues)}` : '';
      line = `body field ${fieldOf(error.instancePath)}: ${error.message}${allowed} (got ${shown(at(error.instancePath))})`;
    }
    if (!lines.includes(line)) lines.push(line);
  }
  return lines.length > limit ? [...lines.slice(0, limit), `and ${lines.length - limit} more`] : lines;
}

/**
 * The checker of one contract: schemas compile on first use and are kept (the contract's shared
 * component schemas once for all answers).
 */
export function answerChecker(spec, { ajv = contractAjv(), maxBodyBytes = MAX_BODY_BYTES } = {}) {
  const ops = operationsOf(spec);
  // Every response schema under one root with the components, so `#/components/...` refs resolve;
  // Ajv compiles an entry when it is first asked for.
  const entries = {};
  for (const o of ops) {
    for (const [status, response] of Object.entries(o.op.responses ?? {})) {
      for (const [media, content] of Object.entries(deref(spec, response)?.content ?? {})) {
        if (content.schema)
          entries[`${o.operationId}.${status}.${media.replace(/[/~]/g, '_')}`] = content.schema;
      }
    }
  }
  ajv.addSchema({ $id: ROOT, components: spec.components ?? {}, entries }, ROOT);
  const validators = new Map();
  const validatorOf = (key) => {
    if (!validators.has(key)) validators.set(key, ajv.getSchema(`${ROOT}#/entries/${key}`));
    return validators.get(key);
  };

  /** The operation a request went to: the path's template with the method, literal segments first. */
  function operationOf(method, path) {
    const upper = method.toUpperCase();
    let best = null;
    for (const o of ops) {
      if (o.method !== upper || !o.regex.test(path)) continue;
      if (!best || o.literals > best.literals) best = o;
    }
    return best;
  }

  /**
   * Checks an answer. `headers` is a Headers or a plain object; `body` the text of a JSON answer, or
   * undefined where it was not read (binary, streamed, too large): then type and status only.
   */
  function check({ method, path, status, headers, body }) {
    const o = operationOf(method, path.split('?')[0]);
    if (!o) return { operation: null, operationId: null, status, problems: [] };
    const problems = [];
    const result = { operation: o.label, operationId: o.operationId, status, problems };
    const responses = o.op.responses ?? {};
    const declaredKey = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
    if (!declaredKey) {
      const declared = Object.keys(responses).join(', ');
      problems.push(`status ${status} is not declared (declared: ${declared})`);
      return result;
    }
    const response = deref(spec, responses[declaredKey]);
    const get = (name) =>
      typeof headers?.get === 'function'
        ? headers.get(name)
        : (Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === name)?.[1] ?? null);
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      if (deref(spec, header)?.required && get(name.toLowerCase()) === null)
        problems.push(`header ${name} missing (required)`);
    }
    const declaredTypes = Object.keys(response.content ?? {});
    const actual = mediaOf(get('content-type'));
    if (declaredTypes.length === 0) {
      if (body) problems.push(`a body (${actual || 'no content type'}) where the contract declares none`);
      return result;
    }
    const media = declaredTypes.find((t) => mediaMatches(t, actual));
    if (!media) {
      problems.push(
        `content type ${actual || '(none)'} is not declared (declared: ${declaredTypes.join(', ')})`,
      );
      return result;
    }
    if (body === undefined || !isJsonType(media) || !response.content[media].schema) return result;
    if (Buffer.byteLength(body) > maxBodyBytes) return result;
    let data;
    try {
      data = JSON.parse(body);
    } catch {
      problems.push('body is not valid JSON');
      return result;
    }
    const validate = validatorOf(`${o.operationId}.${declaredKey}.${media.replace(/[/~]/g, '_')}`);
    if (validate && !validate(data)) problems.push(...describeErrors(validate.errors, data));
    return result;
  }

  return { check, operationOf, operations: ops, ajv };
}

const mediaMatches = (declared, actual) => {
  const d = declared.toLowerCase();
  if (d === actual || d === '*/*') return true;
  return d.endsWith('/*') && actual.startsWith(d.slice(0, -1));
};

/**
 * Counts checked answers and keeps each distinct mismatch (operation, status, problem) once, with how
 * often it was seen and one place it was seen (a test, a request). Mergeable across processes.
 */
export class AnswerTally {
  checked = 0;
  /** Answers to no operation of the contract (an unknown path, a method the path lacks): not checked. */
  unmatched = 0;
  mismatched = 0;
  /** key -> { operation, status, problem, count, example } */
  mismatches = new Map();

  add(result, example) {
    if (!result.operation) {
      this.unmatched += 1;
      return;
    }
    this.checked += 1;
    if (result.problems.length === 0) return;
    this.mismatched += 1;
    for (const problem of result.problems) {
      const key = `${result.operation} -> ${result.status}: ${problem}`;
      const known = this.mismatches.get(key);
      if (known) known.count += 1;
      else
        this.mismatches.set(key, {
          operation: result.operation,
          status: result.status,
          problem,
          count: 1,
          ...(example ? { example } : {}),
        });
    }
  }

  merge(json) {
    this.checked += json.checked ?? 0;
    this.unmatched += json.unmatched ?? 0;
    this.mismatched += json.mismatched ?? 0;
    for (const m of json.mismatches ?? []) {
      const key = `${m.operation} -> ${m.status}: ${m.problem}`;
      const known = this.mismatches.get(key);
      if (known) known.count += m.count;
      else this.mismatches.set(key, { ...m });
    }
    return this;
  }

  toJSON() {
    return {
      checked: this.checked,
      unmatched: this.unmatched,
      mismatched: this.mismatched,
      mismatches: [...this.mismatches.values()],
    };
  }

  /** 'N answers checked against the contract, M undeclared': M counts the answers with a mismatch. */
  summary() {
    return `${this.checked} answers checked against the contract, ${this.mismatched} undeclared`;
  }

  /** Each distinct mismatch on a line, by operation and status. */
  lines(limit = 200) {
    const all = [...this.mismatches.values()]
      .sort((a, b) => a.operation.localeCompare(b.operation) || a.status - b.status)
      .map(
        (m) =>
          `${m.operation} -> ${m.status}: ${m.problem}${m.count > 1 ? ` (${m.count} times)` : ''}${m.example ? ` [${m.example}]` : ''}`,
      );
    return all.length > limit ? [...all.slice(0, limit), `... and ${all.length - limit} more`] : all;
  }

  report() {
    const head = this.summary();
    return this.mismatches.size
      ? `${head}:\n${this.lines()
          .map((l) => `  ${l}`)
          .join('\n')}`
      : head;
  }
}

/**
 * A tally that appends what it saw since the last flush to `file` as one JSON line (every second and
 * at exit): several processes may share the file; readAnswerLog adds the lines up.
 */
export function answerLog(file) {
  mkdirSync(dirname(file), { recursive: true });
  let pending = new AnswerTally();
  const flush = () => {
    if (pending.checked + pending.unmatched === 0) return;
    appendFileSync(file, `${JSON.stringify(pending)}\n`);
    pending = new AnswerTally();
  };
  setInterval(flush, 1000).unref();
  process.on('exit', flush);
  return { add: (result, example) => pending.add(result, example), flush };
}

/** The tally of an answer log (no file: nothing was answered). */
export async function readAnswerLog(file) {
  const tally = new AnswerTally();
  const text = await readFile(file, 'utf8').catch(() => '');
  for (const line of text.split('\n')) if (line.trim()) tally.merge(JSON.parse(line));
  return tally;
}
