// `npm run openapi:responses`: writes apps/gateway/src/openapi/responses.generated.ts, the JSON
// Schema of every gateway operation's answer, read from the TypeScript types the handlers return
// (the contract types of libs/api-types and libs/contracts), keyed by the operation id Nest gives
// it (`<Controller>_<method>`). The gateway adds them to its OpenAPI document
// (apps/gateway/src/openapi/complete-openapi.ts); a spec fails when this file is out of date.
// Flags: --check (exit 1 when the file differs from what the types say; writes nothing).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFlags } from './cli.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(root, 'apps/gateway/src/openapi/responses.generated.ts');
/** Types answered by hand-described operations (RESPONSE_CONTENT in summaries.ts). */
const EXTRA_TYPES = ['SendMessageView'];
const { values: flags } = parseFlags(
  `Usage: npm run openapi:responses [-- --check]

Writes ${OUT.slice(root.length + 1)} from the gateway handlers' return types.`,
  { check: { type: 'boolean', default: false } },
);

const ts = createRequire(import.meta.url)('typescript');
const HTTP = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete']);

async function generate() {
  const configPath = join(root, 'tsconfig.json');
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile(configPath, ts.sys.readFile).config,
    ts.sys,
    root,
  );
  const files = config.fileNames.filter((f) => /apps\/gateway\/src\/.*\.controller\.ts$/.test(f));
  const typeFiles = config.fileNames.filter((f) => /libs\/api-types\/src\/[^/]+\.ts$/.test(f));
  const tableFile = join(root, 'libs/contracts/src/endpoints/index.ts');
  const program = ts.createProgram([...files, ...typeFiles, tableFile], { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const schemas = {};
  const operations = {};

  const named = (type) => {
    const symbol = type.aliasSymbol ?? type.getSymbol();
    const name = symbol?.getName();
    if (!name || name.startsWith('__') || ['Array', 'Promise', 'Date', 'Record'].includes(name))
      return undefined;
    if (type.aliasTypeArguments?.length || type.typeArguments?.length) return undefined;
    const declaration = symbol.declarations?.[0];
    if (!declaration || declaration.getSourceFile().fileName.includes('node_modules')) return undefined;
    return name;
  };

  const toSchema = (type, depth = 0) => {
    if (depth > 12) return {};
    const flags = type.getFlags();
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    // OpenAPI 3.0 (what Nest writes) has no null type: `nullable` on the other side of a union.
    if (flags & ts.TypeFlags.Null) return { nullable: true };
    if (flags & ts.TypeFlags.StringLiteral) return { type: 'string', enum: [type.value] };
    if (flags & ts.TypeFlags.NumberLiteral) return { type: 'number', enum: [type.value] };
    if (flags & ts.TypeFlags.BooleanLiteral)
      return { type: 'boolean', enum: [checker.typeToString(type) === 'true'] };
    if (flags & ts.TypeFlags.String) return { type: 'string' };
    if (flags & ts.TypeFlags.Number) return { type: 'number' };
    if (flags & (ts.TypeFlags.Boolean | ts.TypeFlags.BooleanLike)) return { type: 'boolean' };
    if (flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)) return { not: {} };
    if (type.isUnion()) {
      const defined = type.types.filter(
        (t) => !(t.getFlags() & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)),
      );
      const parts = defined.filter((t) => !(t.getFlags() & ts.TypeFlags.Null));
      const nullable = parts.length < defined.length;
      let schema;
      if (parts.length && parts.every((t) => t.getFlags() & ts.TypeFlags.StringLiteral))
        // Sorted: the checker's order of a union depends on which files it read first.
        schema = { type: 'string', enum: parts.map((t) => t.value).sort() };
      else if (parts.length && parts.every((t) => t.getFlags() & ts.TypeFlags.BooleanLiteral))
        schema = { type: 'boolean' };
      else {
        const options = parts.map((t) => toSchema(t, depth + 1));
        schema = options.length === 1 ? options[0] : { anyOf: options };
      }
      if (!nullable) return schema;
      return schema.$ref ? { allOf: [schema], nullable: true } : { ...schema, nullable: true };
    }
    if (type.isIntersection()) {
      // JsonBytes<T> (a reply passed on as the service wrote it): the JSON of T.
      const json = checker.getPropertyOfType(type, '__json');
      if (json) return toSchema(checker.getNonNullableType(checker.getTypeOfSymbol(json)), depth + 1);
      return { allOf: type.types.map((t) => toSchema(t, depth + 1)) };
    }
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const [item] = checker.getTypeArguments(type);
      return { type: 'array', items: item ? toSchema(item, depth + 1) : {} };
    }
    const symbolName = type.getSymbol()?.getName();
    if (symbolName === 'Date') return { type: 'string', format: 'date-time' };
    if (symbolName === 'Buffer' || symbolName === 'Uint8Array') return { type: 'string', format: 'binary' };
    const name = named(type);
    if (name) {
      if (!(name in schemas)) {
        schemas[name] = {}; // a cycle meets the $ref
        schemas[name] = objectSchema(type, depth);
      }
      return { $ref: `#/components/schemas/${name}` };
    }
    return objectSchema(type, depth);
  };

  const objectSchema = (type, depth) => {
    const properties = {};
    const required = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      if (!declaration) continue;
      const propertyType = checker.getTypeOfSymbolAtLocation(property, declaration);
      if (checker.getSignaturesOfType(propertyType, ts.SignatureKind.Call).length) continue;
      properties[property.getName()] = toSchema(propertyType, depth + 1);
      if (!(property.getFlags() & ts.SymbolFlags.Optional)) required.push(property.getName());
    }
    const schema = { type: 'object', properties };
    if (required.length) schema.required = required;
    const index = checker.getIndexInfosOfType(type).find((i) => i.keyType.getFlags() & ts.TypeFlags.String);
    if (index) schema.additionalProperties = toSchema(index.type, depth + 1);
    return schema;
  };

  const decoratorName = (d) => {
    const e = d.expression;
    return ts.isCallExpression(e) && ts.isIdentifier(e.expression) ? e.expression.text : undefined;
  };

  for (const file of program.getSourceFiles().filter((f) => files.includes(f.fileName))) {
    ts.forEachChild(file, function visit(node) {
      if (ts.isClassDeclaration(node) && node.name) {
        const decorators = ts.getDecorators(node) ?? [];
        if (!decorators.some((d) => decoratorName(d) === 'Controller')) return;
        for (const member of node.members) {
          if (!ts.isMethodDeclaration(member)) continue;
          if (!(ts.getDecorators(member) ?? []).some((d) => HTTP.has(decoratorName(d)))) continue;
          const signature = checker.getSignatureFromDeclaration(member);
          let returned = checker.getReturnTypeOfSignature(signature);
          const promised = checker.getPromisedTypeOfPromise(returned);
          if (promised) returned = promised;
          const id = `${node.name.text}_${member.name.getText(file)}`;
          const flagsOf = returned.getFlags();
          operations[id] =
            flagsOf & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)
              ? { empty: true }
              : { schema: toSchema(returned) };
        }
      }
    });
  }
  // The endpoint table's forwards (apps/gateway/src/endpoints): `<Group>Controller_<name>` answers
  // its route's reply type (the phantom `reply` of libs/api-types/src/endpoints).
  const table = program.getSourceFile(tableFile);
  for (const statement of table.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.name.getText(table) !== 'ENDPOINT_TABLE') continue;
      const tableType = checker.getTypeAtLocation(declaration.name);
      for (const group of checker.getPropertiesOfType(tableType)) {
        const groupType = checker.getTypeOfSymbolAtLocation(group, declaration);
        const controller = `${group.getName()[0].toUpperCase()}${group.getName().slice(1)}Controller`;
        for (const entry of checker.getPropertiesOfType(groupType)) {
          const entryType = checker.getTypeOfSymbolAtLocation(entry, declaration);
          const route = checker.getTypeOfSymbolAtLocation(
            checker.getPropertyOfType(entryType, 'route'),
            declaration,
          );
          let reply = checker.getTypeOfSymbolAtLocation(
            checker.getPropertyOfType(route, 'reply'),
            declaration,
          );
          if (reply.isUnion()) {
            const defined = reply.types.filter((t) => !(t.getFlags() & ts.TypeFlags.Undefined));
            reply = defined.length === 1 ? defined[0] : reply;
          }
          operations[`${controller}_${entry.getName()}`] =
            reply.getFlags() & (ts.TypeFlags.Void | ts.TypeFlags.Undefined)
              ? { empty: true }
              : { schema: toSchema(reply) };
        }
      }
    }
  }
  for (const file of program.getSourceFiles().filter((f) => typeFiles.includes(f.fileName)))
    for (const statement of file.statements)
      if (ts.isInterfaceDeclaration(statement) && EXTRA_TYPES.includes(statement.name.text))
        toSchema(checker.getTypeAtLocation(statement.name));
  const sorted = (o) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  const json = JSON.stringify({ schemas: sorted(schemas), operations: sorted(operations) });
  const prettier = createRequire(import.meta.url)('prettier');
  const options = (await prettier.resolveConfig(OUT)) ?? {};
  return prettier.format(
    `// Generated by \`npm run openapi:responses\` (scripts/openapi-responses.mjs) from the gateway
// handlers' return types. Do not edit.
export const GENERATED_RESPONSES = ${json} as const;
`,
    { ...options, filepath: OUT },
  );
}

const text = await generate();
if (flags.check) {
  let current = '';
  try {
    current = readFileSync(OUT, 'utf8');
  } catch {
    // missing: out of date
  }
  if (current !== text) {
    console.error(`${OUT.slice(root.length + 1)} is out of date: run \`npm run openapi:responses\``);
    process.exit(1);
  }
  console.log(`${OUT.slice(root.length + 1)} is up to date`);
} else {
  writeFileSync(OUT, text);
  console.log(`wrote ${OUT.slice(root.length + 1)}`);
}
