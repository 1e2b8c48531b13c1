// Expected SQL per case, every dialect side by side (cases in models.ts). A dialect that
// cannot express a case names the typed error the compiler must raise instead.
import type { TestDialectId } from '../support/databases.js';

export type ExpectedSql = string | { error: string };
export type ExpectedCase = { params: unknown[] } & Record<TestDialectId, ExpectedSql>;

// Aligned by hand so the three dialects read side by side:
// prettier-ignore
export const EXPECTED: Record<string, ExpectedCase> = {
  'group by a dimension with sum': {
    params: [],
    duckdb:     `SELECT "s"."region" AS "d0", SUM("s"."amount") AS "m0" FROM "sales" AS "s" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."region" AS "d0", SUM("s"."amount") AS "m0" FROM "sales" AS "s" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`region` AS `d0`, SUM(`s`.`amount`) AS `m0` FROM `sales` AS `s` GROUP BY 1 ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'every aggregation': {
    params: [],
    duckdb:     `SELECT "s"."region" AS "d0", COUNT(*) AS "m0", COUNT("s"."note") AS "m1", COUNT(DISTINCT "s"."product") AS "m2", AVG("s"."qty") AS "m3", MAX("s"."amount") AS "m4", MIN("s"."order_ts") AS "m5" FROM "sales" AS "s" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."region" AS "d0", COUNT(*) AS "m0", COUNT("s"."note") AS "m1", COUNT(DISTINCT "s"."product") AS "m2", AVG("s"."qty") AS "m3", MAX("s"."amount") AS "m4", MIN("s"."order_ts") AS "m5" FROM "sales" AS "s" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`region` AS `d0`, COUNT(*) AS `m0`, COUNT(`s`.`note`) AS `m1`, COUNT(DISTINCT `s`.`product`) AS `m2`, AVG(`s`.`qty`) AS `m3`, MAX(`s`.`amount`) AS `m4`, MIN(`s`.`order_ts`) AS `m5` FROM `sales` AS `s` GROUP BY 1 ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'measures without dimensions': {
    params: [],
    duckdb:     `SELECT COUNT(*) AS "m0", SUM("s"."qty") AS "m1" FROM "sales" AS "s"`,
    postgresql: `SELECT COUNT(*) AS "m0", SUM("s"."qty") AS "m1" FROM "sales" AS "s"`,
    mysql:      "SELECT COUNT(*) AS `m0`, SUM(`s`.`qty`) AS `m1` FROM `sales` AS `s`",
  },
  'date grouping year': {
    params: [],
    duckdb:     `SELECT strftime("s"."order_ts", '%Y') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT to_char("s"."order_ts", 'YYYY') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT DATE_FORMAT(`s`.`order_ts`, '%Y') AS `d0`, COUNT(*) AS `m0` FROM `sales` AS `s` GROUP BY 1 ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'date grouping year-quarter': {
    params: [],
    duckdb:     `SELECT strftime("s"."order_ts", '%Y') || '-Q' || CAST(quarter("s"."order_ts") AS VARCHAR) AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT to_char("s"."order_ts", 'YYYY-"Q"Q') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT CONCAT(DATE_FORMAT(`s`.`order_ts`, '%Y'), '-Q', QUARTER(`s`.`order_ts`)) AS `d0`, COUNT(*) AS `m0` FROM `sales` AS `s` GROUP BY 1 ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'date grouping year-month': {
    params: [],
    duckdb:     `SELECT strftime("s"."order_ts", '%Y-%m') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT to_char("s"."order_ts", 'YYYY-MM') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT DATE_FORMAT(`s`.`order_ts`, '%Y-%m') AS `d0`, COUNT(*) AS `m0` FROM `sales` AS `s` GROUP BY 1 ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'date grouping year-week': {
    params: [],
    duckdb:     `SELECT strftime("s"."order_ts", '%G-W%V') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT to_char("s"."order_ts", 'IYYY-"W"IW') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT DATE_FORMAT(`s`.`order_ts`, '%x-W%v') AS `d0`, COUNT(*) AS `m0` FROM `sales` AS `s` GROUP BY 1 ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'date grouping date': {
    params: [],
    duckdb:     `SELECT strftime("s"."order_ts", '%Y-%m-%d') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT to_char("s"."order_ts", 'YYYY-MM-DD') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT DATE_FORMAT(`s`.`order_ts`, '%Y-%m-%d') AS `d0`, COUNT(*) AS `m0` FROM `sales` AS `s` GROUP BY 1 ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'date grouping date-hour': {
    params: [],
    duckdb:     `SELECT strftime("s"."order_ts", '%Y-%m-%d %H') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT to_char("s"."order_ts", 'YYYY-MM-DD HH24') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT DATE_FORMAT(`s`.`order_ts`, '%Y-%m-%d %H') AS `d0`, COUNT(*) AS `m0` FROM `sales` AS `s` GROUP BY 1 ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'date grouping date-hour-minute': {
    params: [],
    duckdb:     `SELECT strftime("s"."order_ts", '%Y-%m-%d %H:%M') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT to_char("s"."order_ts", 'YYYY-MM-DD HH24:MI') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT DATE_FORMAT(`s`.`order_ts`, '%Y-%m-%d %H:%i') AS `d0`, COUNT(*) AS `m0` FROM `sales` AS `s` GROUP BY 1 ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'date grouping date-hour-minute-second': {
    params: [],
    duckdb:     `SELECT strftime("s"."order_ts", '%Y-%m-%d %H:%M:%S') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT to_char("s"."order_ts", 'YYYY-MM-DD HH24:MI:SS') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT DATE_FORMAT(`s`.`order_ts`, '%Y-%m-%d %H:%i:%s') AS `d0`, COUNT(*) AS `m0` FROM `sales` AS `s` GROUP BY 1 ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'operator eq': {
    params: ['east'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."region" = $1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."region" = $1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`region` = ? ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'operator ne': {
    params: ['east'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."region" <> $1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."region" <> $1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`region` <> ? ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'operator gt': {
    params: [14],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."amount" > $1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."amount" > $1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`amount` > ? ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'operator ge': {
    params: [14],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."amount" >= $1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."amount" >= $1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`amount` >= ? ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'operator lt on a time field': {
    params: ['2023-07-19 23:59:59'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."order_ts" < $1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."order_ts" < $1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`order_ts` < ? ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'operator le on a time field': {
    params: ['2023-07-19 23:59:59'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."order_ts" <= $1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."order_ts" <= $1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`order_ts` <= ? ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'operator in': {
    params: ['pear', 'plum'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."product" IN ($1, $2) ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."product" IN ($1, $2) ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`product` IN (?, ?) ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'operator not_in': {
    params: ['pear', 'plum'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."product" NOT IN ($1, $2) ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."product" NOT IN ($1, $2) ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`product` NOT IN (?, ?) ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'operator not_in with a long list': {
    params: ['pear', 'plum', 'none-0', 'none-1', 'none-2', 'none-3', 'none-4', 'none-5', 'none-6', 'none-7', 'none-8', 'none-9', 'none-10', 'none-11', 'none-12', 'none-13'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."product" NOT IN (SELECT * FROM (VALUES ($1), ($2), ($3), ($4), ($5), ($6), ($7), ($8), ($9), ($10), ($11), ($12), ($13), ($14), ($15), ($16))) ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."product" NOT IN ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`product` NOT IN (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'operator like (contains)': {
    params: ['%if%'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."note" LIKE $1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."note" LIKE $1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`note` LIKE ? ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'operator like escapes % and _': {
    params: ['%50!%%', '%a!_b%'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE ("s"."note" LIKE $1 ESCAPE '!' OR "s"."note" LIKE $2 ESCAPE '!') ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE ("s"."note" LIKE $1 ESCAPE '!' OR "s"."note" LIKE $2 ESCAPE '!') ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE (`s`.`note` LIKE ? ESCAPE '!' OR `s`.`note` LIKE ? ESCAPE '!') ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'operator not_like': {
    params: ['%gift%'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."note" NOT LIKE $1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."note" NOT LIKE $1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`note` NOT LIKE ? ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'operator between': {
    params: ['2024-01-01 00:00:00', '2024-05-05 17:45:10'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."order_ts" BETWEEN $1 AND $2 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."order_ts" BETWEEN $1 AND $2 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`order_ts` BETWEEN ? AND ? ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'operator is_null': {
    params: [],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."note" IS NULL ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."note" IS NULL ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`note` IS NULL ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'operator is_not_null': {
    params: [],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."note" IS NOT NULL ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."note" IS NOT NULL ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`note` IS NOT NULL ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'operator empty': {
    params: [''],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE ("s"."note" IS NULL OR "s"."note" = $1) ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE ("s"."note" IS NULL OR "s"."note" = $1) ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE (`s`.`note` IS NULL OR `s`.`note` = ?) ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'operator not_empty': {
    params: [''],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE ("s"."note" IS NOT NULL AND "s"."note" <> $1) ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE ("s"."note" IS NOT NULL AND "s"."note" <> $1) ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE (`s`.`note` IS NOT NULL AND `s`.`note` <> ?) ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'nested AND/OR': {
    params: ['east', 'west', 3],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE (("s"."region" = $1 OR "s"."region" = $2) AND ("s"."qty" >= $3 OR "s"."note" IS NULL)) ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE (("s"."region" = $1 OR "s"."region" = $2) AND ("s"."qty" >= $3 OR "s"."note" IS NULL)) ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE ((`s`.`region` = ? OR `s`.`region` = ?) AND (`s`.`qty` >= ? OR `s`.`note` IS NULL)) ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'empty AND and OR groups': {
    params: [7],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE (1 = 1 AND (1 = 0 OR "s"."qty" > $1)) ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE (1 = 1 AND (1 = 0 OR "s"."qty" > $1)) ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE (1 = 1 AND (1 = 0 OR `s`.`qty` > ?)) ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'sort by measure with limit and offset': {
    params: [],
    duckdb:     `SELECT "s"."region" AS "d0", SUM("s"."qty") AS "m0" FROM "sales" AS "s" GROUP BY 1 ORDER BY "m0" DESC NULLS LAST LIMIT 2 OFFSET 1`,
    postgresql: `SELECT "s"."region" AS "d0", SUM("s"."qty") AS "m0" FROM "sales" AS "s" GROUP BY 1 ORDER BY "m0" DESC NULLS LAST LIMIT 2 OFFSET 1`,
    mysql:      "SELECT `s`.`region` AS `d0`, SUM(`s`.`qty`) AS `m0` FROM `sales` AS `s` GROUP BY 1 ORDER BY SUM(`s`.`qty`) IS NULL ASC, SUM(`s`.`qty`) DESC LIMIT 2 OFFSET 1",
  },
  'offset without limit': {
    params: [],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" ORDER BY "d0" DESC NULLS LAST OFFSET 9`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" ORDER BY "d0" DESC NULLS LAST OFFSET 9`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` ORDER BY `d0` IS NULL ASC, `d0` DESC LIMIT 18446744073709551615 OFFSET 9",
  },
  'left join with nulls sorted last': {
    params: [],
    duckdb:     `SELECT "m"."manager" AS "d0", SUM("s"."amount") AS "m0" FROM "sales" AS "s" LEFT JOIN "managers" AS "m" ON "s"."region" = "m"."region" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "m"."manager" AS "d0", SUM("s"."amount") AS "m0" FROM "sales" AS "s" LEFT JOIN "managers" AS "m" ON "s"."region" = "m"."region" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `m`.`manager` AS `d0`, SUM(`s`.`amount`) AS `m0` FROM `sales` AS `s` LEFT JOIN `managers` AS `m` ON `s`.`region` = `m`.`region` GROUP BY 1 ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'inner join': {
    params: [],
    duckdb:     `SELECT "m"."manager" AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" INNER JOIN "managers" AS "m" ON "s"."region" = "m"."region" GROUP BY 1 ORDER BY "d0" DESC NULLS LAST`,
    postgresql: `SELECT "m"."manager" AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" INNER JOIN "managers" AS "m" ON "s"."region" = "m"."region" GROUP BY 1 ORDER BY "d0" DESC NULLS LAST`,
    mysql:      "SELECT `m`.`manager` AS `d0`, COUNT(*) AS `m0` FROM `sales` AS `s` INNER JOIN `managers` AS `m` ON `s`.`region` = `m`.`region` GROUP BY 1 ORDER BY `d0` IS NULL ASC, `d0` DESC",
  },
  'right join': {
    params: [],
    duckdb:     `SELECT "m"."manager" AS "d0", COUNT("s"."id") AS "m0" FROM "sales" AS "s" RIGHT JOIN "managers" AS "m" ON "s"."region" = "m"."region" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "m"."manager" AS "d0", COUNT("s"."id") AS "m0" FROM "sales" AS "s" RIGHT JOIN "managers" AS "m" ON "s"."region" = "m"."region" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `m`.`manager` AS `d0`, COUNT(`s`.`id`) AS `m0` FROM `sales` AS `s` RIGHT JOIN `managers` AS `m` ON `s`.`region` = `m`.`region` GROUP BY 1 ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'full join': {
    params: [],
    duckdb:     `SELECT "m"."manager" AS "d0", COUNT("s"."id") AS "m0" FROM "sales" AS "s" FULL OUTER JOIN "managers" AS "m" ON "s"."region" = "m"."region" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "m"."manager" AS "d0", COUNT("s"."id") AS "m0" FROM "sales" AS "s" FULL OUTER JOIN "managers" AS "m" ON "s"."region" = "m"."region" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      { error: 'ENGINE_UNSUPPORTED' },
  },
  'subquery source': {
    params: [],
    duckdb:     `SELECT "q"."region" AS "d0", SUM("q"."amount") AS "m0" FROM (SELECT region, amount FROM sales WHERE qty > 2) AS "q" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "q"."region" AS "d0", SUM("q"."amount") AS "m0" FROM (SELECT region, amount FROM sales WHERE qty > 2) AS "q" GROUP BY 1 ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `q`.`region` AS `d0`, SUM(`q`.`amount`) AS `m0` FROM (SELECT region, amount FROM sales WHERE qty > 2) AS `q` GROUP BY 1 ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'row rule ANDed around a user OR': {
    params: ['east', 'west', 'apple', 100],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE ("s"."region" IN ($1, $2) AND ("s"."product" = $3 OR "s"."qty" > $4)) ORDER BY "d0" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE ("s"."region" IN ($1, $2) AND ("s"."product" = $3 OR "s"."qty" > $4)) ORDER BY "d0" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE (`s`.`region` IN (?, ?) AND (`s`.`product` = ? OR `s`.`qty` > ?)) ORDER BY `d0` IS NULL ASC, `d0` ASC",
  },
  'odd column names are quoted': {
    params: ['zz'],
    duckdb:     "SELECT \"o\".\"we\"\"ird\" AS \"d0\", \"o\".\"br]acket\" AS \"d1\", SUM(\"o\".\"back`tick\") AS \"m0\", MAX(\"o\".\"semi;colon\") AS \"m1\", COUNT(DISTINCT \"o\".\"new\nline\") AS \"m2\" FROM \"odd \"\"table`\" AS \"o\" WHERE \"o\".\"qu'ote\" <> $1 GROUP BY 1, 2 ORDER BY \"d0\" ASC NULLS LAST, \"d1\" ASC NULLS LAST",
    postgresql: "SELECT \"o\".\"we\"\"ird\" AS \"d0\", \"o\".\"br]acket\" AS \"d1\", SUM(\"o\".\"back`tick\") AS \"m0\", MAX(\"o\".\"semi;colon\") AS \"m1\", COUNT(DISTINCT \"o\".\"new\nline\") AS \"m2\" FROM \"odd \"\"table`\" AS \"o\" WHERE \"o\".\"qu'ote\" <> $1 GROUP BY 1, 2 ORDER BY \"d0\" ASC NULLS LAST, \"d1\" ASC NULLS LAST",
    mysql:      "SELECT `o`.`we\"ird` AS `d0`, `o`.`br]acket` AS `d1`, SUM(`o`.`back``tick`) AS `m0`, MAX(`o`.`semi;colon`) AS `m1`, COUNT(DISTINCT `o`.`new\nline`) AS `m2` FROM `odd \"table``` AS `o` WHERE `o`.`qu'ote` <> ? GROUP BY 1, 2 ORDER BY `d0` IS NULL ASC, `d0` ASC, `d1` IS NULL ASC, `d1` ASC",
  },
};
