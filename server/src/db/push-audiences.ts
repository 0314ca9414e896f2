import { PUSH_TARGETS, type PushTarget } from '@mym/sdk/contract';
import { type Expression, type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { countAll } from './medias';
import type { Database } from './schema';

type FanExpression = ExpressionBuilder<Database, 'fans'>;

/** Who is in an audience, as a condition on the creator's fans. */
function inAudience(eb: FanExpression, target: PushTarget) {
  switch (target) {
    case 'subscribers':
      return eb('fans.subscription', '=', 'active');
    case 'expired_subscribers':
      return eb('fans.subscription', '=', 'expired');
    case 'followers':
      return eb('fans.follows', '=', true);
    case 'buyers':
      return eb('fans.purchases', '>', 0);
  }
}

function knownTargets(targets: readonly string[]): PushTarget[] {
  return PUSH_TARGETS.filter((target) => targets.includes(target));
}

/** A fan of the creator in any of the audiences: each fan once, however many of them they belong to. */
export function recipientsOf(eb: FanExpression, creatorId: string, targets: readonly string[]) {
  const audiences = knownTargets(targets).map((target) => inAudience(eb, target));
  return eb.and([
    eb('fans.creator_id', '=', creatorId),
    audiences.length ? eb.or(audiences) : sql<boolean>`false`,
  ]);
}

/** How many of the creator's fans are in each audience now (`GET /pushes/targets`). */
export async function audienceCounts(
  db: Kysely<Database>,
  creatorId: string,
): Promise<Record<PushTarget, number>> {
  const row = await db
    .selectFrom('fans')
    .where('creator_id', '=', creatorId)
    .select((eb) =>
      PUSH_TARGETS.map((target) => eb.fn.countAll<string>().filterWhere(inAudience(eb, target)).as(target)),
    )
    .executeTakeFirstOrThrow();
  return Object.fromEntries(PUSH_TARGETS.map((target) => [target, Number(row[target] ?? 0)])) as Record<
    PushTarget,
    number
  >;
}

/** How many of the creator's fans a push to `targets` reaches: each fan once (`GET /pushes/targets/recipients`). */
export async function recipientCount(
  db: Kysely<Database>,
  creatorId: string,
  targets: readonly PushTarget[],
): Promise<number> {
  const row = await db
    .selectFrom('fans')
    .select(countAll.as('n'))
    .where((eb) => recipientsOf(eb, creatorId, targets))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * How many of the creator's fans are in any of the audiences listed by `targets` (a JSON list column of the outer
 * query), as a subquery: `recipientsOf`'s rule, each audience's membership read from the stored list.
 */
export function recipientsOfStoredTargets(
  db: Kysely<Database>,
  creatorId: string,
  targets: Expression<unknown>,
) {
  return db
    .selectFrom('fans')
    .select(countAll.as('n'))
    .where((eb) =>
      eb.and([
        eb('fans.creator_id', '=', creatorId),
        eb.or(
          PUSH_TARGETS.map((target) =>
            eb.and([sql<boolean>`${targets} @> ${JSON.stringify([target])}::jsonb`, inAudience(eb, target)]),
          ),
        ),
      ]),
    );
}
