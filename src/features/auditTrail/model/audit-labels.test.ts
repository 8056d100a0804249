import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { actionLabel } from './audit-labels';

/**
 * The server names its audit actions where it records them (`recordAudit(db, actor, entry)`),
 * not in one list. They are read from those calls here: an entry's `action`, followed through
 * conditionals, template strings, constants, a parameter's literal type and the callers of a
 * function that passes its `action` parameter on. An action this cannot follow is reported,
 * so a new way of naming one cannot slip past the check.
 */
const SERVER = path.resolve(__dirname, '../../../../server');

function serverSources(dir: string): ts.SourceFile[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const file = path.join(dir, item.name);
    if (item.isDirectory()) return serverSources(file);
    if (!item.name.endsWith('.ts') || item.name.endsWith('.test.ts')) return [];
    return [ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)];
  });
}

const sources = serverSources(SERVER);

function everyNode(visit: (node: ts.Node) => void) {
  for (const source of sources) {
    const walk = (node: ts.Node): void => {
      visit(node);
      ts.forEachChild(node, walk);
    };
    walk(source);
  }
}

const calls: ts.CallExpression[] = [];
const typeAliases = new Map<string, ts.TypeNode>();
const objectConstants = new Map<string, ts.ObjectLiteralExpression>();
everyNode((node) => {
  if (ts.isCallExpression(node)) calls.push(node);
  if (ts.isTypeAliasDeclaration(node)) typeAliases.set(node.name.text, node.type);
  if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
    const value = unwrap(node.initializer);
    if (ts.isObjectLiteralExpression(value)) objectConstants.set(node.name.text, value);
  }
});

function unwrap(node: ts.Expression): ts.Expression {
  let value = node;
  while (
    ts.isParenthesizedExpression(value) ||
    ts.isAsExpression(value) ||
    ts.isSatisfiesExpression(value) ||
    ts.isAwaitExpression(value)
  ) {
    value = value.expression;
  }
  return value;
}

const calleeName = (call: ts.CallExpression) => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
};

const where = (node: ts.Node) => {
  const source = node.getSourceFile();
  const { line } = source.getLineAndCharacterOfPosition(node.getStart());
  return `${path.relative(SERVER, source.fileName)}:${line + 1} ${node.getText()}`;
};

type Declaration = ts.ParameterDeclaration | ts.VariableDeclaration;

/** The parameter or variable a name refers to, found in the scopes around it. */
function declarationOf(name: ts.Identifier): Declaration | undefined {
  for (let scope: ts.Node | undefined = name.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope)) {
      const parameter = scope.parameters.find(
        (item) => ts.isIdentifier(item.name) && item.name.text === name.text,
      );
      if (parameter) return parameter;
    }
    if (ts.isBlock(scope) || ts.isSourceFile(scope) || ts.isModuleBlock(scope)) {
      for (const statement of scope.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        const found = statement.declarationList.declarations.find(
          (item) => ts.isIdentifier(item.name) && item.name.text === name.text,
        );
        if (found) return found;
      }
    }
  }
  return undefined;
}

function typeValues(type: ts.TypeNode, unresolved: string[]): string[] {
  if (ts.isUnionTypeNode(type)) return type.types.flatMap((item) => typeValues(item, unresolved));
  if (ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal)) return [type.literal.text];
  if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName)) {
    const alias = typeAliases.get(type.typeName.text);
    if (alias) return typeValues(alias, unresolved);
  }
  unresolved.push(where(type));
  return [];
}

/** The function a parameter belongs to, by the name its callers use. */
function functionName(parameter: ts.ParameterDeclaration) {
  const fn = parameter.parent;
  if ((ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) && fn.name) {
    return fn.name.getText();
  }
  if (
    (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) &&
    ts.isVariableDeclaration(fn.parent) &&
    ts.isIdentifier(fn.parent.name)
  ) {
    return fn.parent.name.text;
  }
  return undefined;
}

function values(node: ts.Expression, unresolved: string[], seen = new Set<ts.Node>()): string[] {
  const value = unwrap(node);
  if (ts.isStringLiteralLike(value)) return [value.text];
  if (ts.isConditionalExpression(value)) {
    return [
      ...values(value.whenTrue, unresolved, seen),
      ...values(value.whenFalse, unresolved, seen),
    ];
  }
  if (ts.isTemplateExpression(value)) {
    return value.templateSpans.reduce(
      (texts, span) => {
        const parts = values(span.expression, unresolved, seen);
        return texts.flatMap((text) => parts.map((part) => text + part + span.literal.text));
      },
      [value.head.text],
    );
  }
  if (ts.isIdentifier(value)) {
    const declaration = declarationOf(value);
    if (declaration && !seen.has(declaration)) {
      seen.add(declaration);
      if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
        return values(declaration.initializer, unresolved, seen);
      }
      if (ts.isParameter(declaration)) {
        if (declaration.type && declaration.type.kind !== ts.SyntaxKind.StringKeyword) {
          return typeValues(declaration.type, unresolved);
        }
        // A parameter that only passes the action on: what its callers give.
        const name = functionName(declaration);
        const index = declaration.parent.parameters.indexOf(declaration);
        const callers = calls.filter((call) => name && calleeName(call) === name);
        if (callers.length > 0) {
          return callers.flatMap((call) =>
            call.arguments[index] ? values(call.arguments[index], unresolved, seen) : [],
          );
        }
      }
    }
  }
  // `kind.action` where `kind` is one entry of a constant table (`SETTINGS[table]`).
  if (ts.isPropertyAccessExpression(value) && ts.isIdentifier(value.expression)) {
    const holder = declarationOf(value.expression);
    const initializer = holder?.initializer && unwrap(holder.initializer);
    if (
      initializer &&
      ts.isElementAccessExpression(initializer) &&
      ts.isIdentifier(initializer.expression)
    ) {
      const table = objectConstants.get(initializer.expression.text);
      const entries = table?.properties.filter(ts.isPropertyAssignment) ?? [];
      const fields = entries.flatMap((entry) => {
        const row = unwrap(entry.initializer);
        return ts.isObjectLiteralExpression(row)
          ? row.properties
              .filter(ts.isPropertyAssignment)
              .filter((field) => field.name.getText() === value.name.text)
          : [];
      });
      if (fields.length > 0) {
        return fields.flatMap((field) => values(field.initializer, unresolved, seen));
      }
    }
  }
  unresolved.push(where(value));
  return [];
}

/** The action of an audit entry: an object literal, or a constant holding one. */
function entryActions(node: ts.Expression, unresolved: string[]): string[] {
  let entry = unwrap(node);
  if (ts.isIdentifier(entry)) {
    const declaration = declarationOf(entry);
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) {
      entry = unwrap(declaration.initializer);
    }
  }
  if (ts.isObjectLiteralExpression(entry)) {
    const action = entry.properties.find((item) => item.name?.getText() === 'action');
    if (action && ts.isShorthandPropertyAssignment(action)) return values(action.name, unresolved);
    if (action && ts.isPropertyAssignment(action)) return values(action.initializer, unresolved);
  }
  unresolved.push(where(entry));
  return [];
}

function recordedActions() {
  const unresolved: string[] = [];
  const actions = new Set(
    calls
      .filter((call) => calleeName(call) === 'recordAudit' && call.arguments.length === 3)
      .flatMap((call) => entryActions(call.arguments[2], unresolved)),
  );
  return { actions: [...actions].sort(), unresolved };
}

describe('audit action labels', () => {
  const { actions, unresolved } = recordedActions();

  it('reads every action the server records from where it records it', () => {
    expect(unresolved).toEqual([]);
    // Each way of naming one: a literal, a wrapper's parameter, a read, a template, a table.
    expect(actions).toEqual(
      expect.arrayContaining([
        'offer.sent',
        'auth.signed-in',
        'application.viewed',
        'interview.rescheduled',
        'offer-template.archived',
        'ctc-structure.created',
      ]),
    );
  });

  it('gives every recorded action a label in words', () => {
    expect(actions.filter((action) => actionLabel(action) === action)).toEqual([]);
  });
});
