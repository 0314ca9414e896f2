import type { PGlite } from '@electric-sql/pglite';
import { parse, protocol } from '@electric-sql/pglite';
import { type Compilable, type CompiledQuery, type Kysely, SelectQueryNode } from 'kysely';
import type pg from 'pg';

/**
 * The hot reads (every list, the creator behind each token) are built with Kysely once per shape and kept
 * prepared by the database: per request the API only fills in the values, and the database neither parses nor
 * plans them again. On the list endpoints building, parsing and planning cost more than running.
 */

/** SQL text of every prepared read, with the name the databases know it by; the same text in every process. */
const statementNames = new Map<string, string>();

/** A read compiled once: its SQL, and for each parameter either the argument it takes or a constant. */
interface StatementTemplate {
  compiled: CompiledQuery;
  parameters: ({ arg: string } | { constant: unknown })[];
}

const templates = new WeakMap<object, Map<string, StatementTemplate>>();

/** Stands for an argument while the statement is built: it lands in the parameters, never in the SQL text. */
const placeholder = (name: string) => `\u0000arg:${name}\u0000`;

function compileTemplate<A extends Record<string, unknown>>(
  args: A,
  build: (args: A) => Compilable<unknown>,
): StatementTemplate {
  const stand = Object.fromEntries(Object.keys(args).map((name) => [name, placeholder(name)])) as A;
  const byPlaceholder = new Map(Object.keys(args).map((name) => [placeholder(name), name]));
  const compiled = build(stand).compile();
  if (!SelectQueryNode.is(compiled.query)) throw new Error('Only reads are kept prepared');
  const parameters = compiled.parameters.map((value) => {
    if (typeof value !== 'string' || !value.includes('\u0000')) return { constant: value };
    const arg = byPlaceholder.get(value);
    // An argument the builder transformed (`+ 1`, `JSON.stringify`) would be frozen into the statement.
    if (arg === undefined) throw new Error(`A prepared read may only use its arguments as values: ${value}`);
    return { arg };
  });
  if (!statementNames.has(compiled.sql))
    statementNames.set(compiled.sql, `creators_read_${statementNames.size + 1}`);
  return { compiled, parameters };
}

/**
 * Runs the read `build` makes of `args`, building and compiling it only the first time this `shape` is asked
 * on `db`. `build` must use each argument as a value only (compared, limited by), and every shape of the
 * statement (optional filters) must have a `shape` key of its own.
 */
export async function runPrepared<DB, R, A extends Record<string, unknown>>(
  db: Kysely<DB>,
  shape: string,
  args: A,
  build: (args: A) => Compilable<R>,
): Promise<R[]> {
  let forDb = templates.get(db);
  if (!forDb) {
    forDb = new Map();
    templates.set(db, forDb);
  }
  let template = forDb.get(shape);
  if (!template) {
    template = compileTemplate(args, build);
    forDb.set(shape, template);
  }
  const parameters = template.parameters.map((p) => ('arg' in p ? args[p.arg] : p.constant));
  const { rows } = await db.executeQuery<R>({ ...template.compiled, parameters });
  return rows;
}

/** PostgreSQL's answer to a kept statement whose table gained or lost columns since (another process migrated). */
const STALE_STATEMENT = /cached plan must not change result type/;

/**
 * PostgreSQL: a prepared read goes as a named statement, parsed and planned once per connection. When a migration
 * run by another API process changed a table under it, the statement is dropped and prepared again.
 */
export function usePreparedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const parsed = (client as unknown as { connection: { parsedStatements: Record<string, string> } })
    .connection.parsedStatements;
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof text === 'string' ? statementNames.get(text) : undefined;
    if (!name || callback !== undefined) return query(text, values, callback);
    return query({ name, text, values }).catch(async (error: { message?: string }) => {
      if (!STALE_STATEMENT.test(String(error?.message))) throw error;
      await query(`deallocate ${name}`);
      delete parsed[name];
      return query({ name, text, values });
    });
  }) as typeof client.query;
}

/**
 * PGlite: a prepared read is parsed once as a named statement, then bound and run in one message (its `query`
 * sends five, parsing and planning every time). Reads outside transactions only, under PGlite's own locks.
 */
export function usePreparedStatementsOnPglite(pglite: PGlite): void {
  const parameterTypes = new Map<string, number[]>();
  const query = pglite.query.bind(pglite);
  const run = async (name: string, text: string, params: unknown[]) => {
    let types = parameterTypes.get(name);
    if (!types) {
      const { messages } = await pglite.execProtocol(
        joined([
          protocol.serialize.parse({ name, text, types: [] }),
          protocol.serialize.describe({ type: 'S', name }),
          protocol.serialize.sync(),
        ]),
      );
      types = parse.parseDescribeStatementResults(messages);
      parameterTypes.set(name, types);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serialize = pglite.serializers[types[i] as number];
      return serialize ? serialize(value) : String(value);
    });
    const { messages } = await pglite.execProtocol(
      joined([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, pglite.parsers)[0];
  };
  pglite.query = (async (text: string, params?: unknown[], options?: object) => {
    const name = statementNames.get(text);
    const plain = Object.entries(options ?? {}).every(
      ([key, value]) => key === 'rowMode' && value === 'object',
    );
    if (!name || !plain) return query(text, params, options);
    await pglite._checkReady();
    // As PGlite's own query: not inside someone's transaction, one statement at a time.
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        try {
          return await run(name, text, params ?? []);
        } catch (error) {
          // A migration changed the table since the statement was parsed (as on PostgreSQL above): parse it anew.
          if (!STALE_STATEMENT.test(String((error as { message?: string })?.message))) throw error;
          await pglite.execProtocol(
            joined([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]),
          );
          parameterTypes.delete(name);
          return run(name, text, params ?? []);
        }
      }),
    );
  }) as typeof pglite.query;
}

function joined(messages: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(messages.reduce((total, message) => total + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    all.set(message, offset);
    offset += message.length;
  }
  return all;
}
