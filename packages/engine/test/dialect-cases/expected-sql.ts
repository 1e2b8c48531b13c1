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
    duckdb:     `SELECT "s"."region" AS "d0", SUM("s"."amount") AS "m0" FROM "sales" AS "s" GROUP BY "s"."region" ORDER BY "s"."region" ASC NULLS LAST`,
    postgresql: `SELECT "s"."region" AS "d0", SUM("s"."amount") AS "m0" FROM "sales" AS "s" GROUP BY "s"."region" ORDER BY "s"."region" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`region` AS `d0`, SUM(`s`.`amount`) AS `m0` FROM `sales` AS `s` GROUP BY `s`.`region` ORDER BY `s`.`region` IS NULL ASC, `s`.`region` ASC",
  },
  'every aggregation': {
    params: [],
    duckdb:     `SELECT "s"."region" AS "d0", COUNT(*) AS "m0", COUNT("s"."note") AS "m1", COUNT(DISTINCT "s"."product") AS "m2", AVG("s"."qty") AS "m3", MAX("s"."amount") AS "m4", MIN("s"."order_ts") AS "m5" FROM "sales" AS "s" GROUP BY "s"."region" ORDER BY "s"."region" ASC NULLS LAST`,
    postgresql: `SELECT "s"."region" AS "d0", COUNT(*) AS "m0", COUNT("s"."note") AS "m1", COUNT(DISTINCT "s"."product") AS "m2", AVG("s"."qty") AS "m3", MAX("s"."amount") AS "m4", MIN("s"."order_ts") AS "m5" FROM "sales" AS "s" GROUP BY "s"."region" ORDER BY "s"."region" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`region` AS `d0`, COUNT(*) AS `m0`, COUNT(`s`.`note`) AS `m1`, COUNT(DISTINCT `s`.`product`) AS `m2`, AVG(`s`.`qty`) AS `m3`, MAX(`s`.`amount`) AS `m4`, MIN(`s`.`order_ts`) AS `m5` FROM `sales` AS `s` GROUP BY `s`.`region` ORDER BY `s`.`region` IS NULL ASC, `s`.`region` ASC",
  },
  'measures without dimensions': {
    params: [],
    duckdb:     `SELECT COUNT(*) AS "m0", SUM("s"."qty") AS "m1" FROM "sales" AS "s"`,
    postgresql: `SELECT COUNT(*) AS "m0", SUM("s"."qty") AS "m1" FROM "sales" AS "s"`,
    mysql:      "SELECT COUNT(*) AS `m0`, SUM(`s`.`qty`) AS `m1` FROM `sales` AS `s`",
  },
  'date grouping year': {
    params: [],
    duckdb:     `SELECT strftime("s"."order_ts", '%Y') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY strftime("s"."order_ts", '%Y') ORDER BY strftime("s"."order_ts", '%Y') ASC NULLS LAST`,
    postgresql: `SELECT to_char("s"."order_ts", 'YYYY') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY to_char("s"."order_ts", 'YYYY') ORDER BY to_char("s"."order_ts", 'YYYY') ASC NULLS LAST`,
    mysql:      "SELECT DATE_FORMAT(`s`.`order_ts`, '%Y') AS `d0`, COUNT(*) AS `m0` FROM `sales` AS `s` GROUP BY DATE_FORMAT(`s`.`order_ts`, '%Y') ORDER BY DATE_FORMAT(`s`.`order_ts`, '%Y') IS NULL ASC, DATE_FORMAT(`s`.`order_ts`, '%Y') ASC",
  },
  'date grouping year-quarter': {
    params: [],
    duckdb:     `SELECT strftime("s"."order_ts", '%Y') || '-Q' || CAST(quarter("s"."order_ts") AS VARCHAR) AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY strftime("s"."order_ts", '%Y') || '-Q' || CAST(quarter("s"."order_ts") AS VARCHAR) ORDER BY strftime("s"."order_ts", '%Y') || '-Q' || CAST(quarter("s"."order_ts") AS VARCHAR) ASC NULLS LAST`,
    postgresql: `SELECT to_char("s"."order_ts", 'YYYY-"Q"Q') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY to_char("s"."order_ts", 'YYYY-"Q"Q') ORDER BY to_char("s"."order_ts", 'YYYY-"Q"Q') ASC NULLS LAST`,
    mysql:      "SELECT CONCAT(DATE_FORMAT(`s`.`order_ts`, '%Y'), '-Q', QUARTER(`s`.`order_ts`)) AS `d0`, COUNT(*) AS `m0` FROM `sales` AS `s` GROUP BY CONCAT(DATE_FORMAT(`s`.`order_ts`, '%Y'), '-Q', QUARTER(`s`.`order_ts`)) ORDER BY CONCAT(DATE_FORMAT(`s`.`order_ts`, '%Y'), '-Q', QUARTER(`s`.`order_ts`)) IS NULL ASC, CONCAT(DATE_FORMAT(`s`.`order_ts`, '%Y'), '-Q', QUARTER(`s`.`order_ts`)) ASC",
  },
  'date grouping year-month': {
    params: [],
    duckdb:     `SELECT strftime("s"."order_ts", '%Y-%m') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY strftime("s"."order_ts", '%Y-%m') ORDER BY strftime("s"."order_ts", '%Y-%m') ASC NULLS LAST`,
    postgresql: `SELECT to_char("s"."order_ts", 'YYYY-MM') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY to_char("s"."order_ts", 'YYYY-MM') ORDER BY to_char("s"."order_ts", 'YYYY-MM') ASC NULLS LAST`,
    mysql:      "SELECT DATE_FORMAT(`s`.`order_ts`, '%Y-%m') AS `d0`, COUNT(*) AS `m0` FROM `sales` AS `s` GROUP BY DATE_FORMAT(`s`.`order_ts`, '%Y-%m') ORDER BY DATE_FORMAT(`s`.`order_ts`, '%Y-%m') IS NULL ASC, DATE_FORMAT(`s`.`order_ts`, '%Y-%m') ASC",
  },
  'date grouping year-week': {
    params: [],
    duckdb:     `SELECT strftime("s"."order_ts", '%G-W%V') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY strftime("s"."order_ts", '%G-W%V') ORDER BY strftime("s"."order_ts", '%G-W%V') ASC NULLS LAST`,
    postgresql: `SELECT to_char("s"."order_ts", 'IYYY-"W"IW') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY to_char("s"."order_ts", 'IYYY-"W"IW') ORDER BY to_char("s"."order_ts", 'IYYY-"W"IW') ASC NULLS LAST`,
    mysql:      "SELECT DATE_FORMAT(`s`.`order_ts`, '%x-W%v') AS `d0`, COUNT(*) AS `m0` FROM `sales` AS `s` GROUP BY DATE_FORMAT(`s`.`order_ts`, '%x-W%v') ORDER BY DATE_FORMAT(`s`.`order_ts`, '%x-W%v') IS NULL ASC, DATE_FORMAT(`s`.`order_ts`, '%x-W%v') ASC",
  },
  'date grouping date': {
    params: [],
    duckdb:     `SELECT strftime("s"."order_ts", '%Y-%m-%d') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY strftime("s"."order_ts", '%Y-%m-%d') ORDER BY strftime("s"."order_ts", '%Y-%m-%d') ASC NULLS LAST`,
    postgresql: `SELECT to_char("s"."order_ts", 'YYYY-MM-DD') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY to_char("s"."order_ts", 'YYYY-MM-DD') ORDER BY to_char("s"."order_ts", 'YYYY-MM-DD') ASC NULLS LAST`,
    mysql:      "SELECT DATE_FORMAT(`s`.`order_ts`, '%Y-%m-%d') AS `d0`, COUNT(*) AS `m0` FROM `sales` AS `s` GROUP BY DATE_FORMAT(`s`.`order_ts`, '%Y-%m-%d') ORDER BY DATE_FORMAT(`s`.`order_ts`, '%Y-%m-%d') IS NULL ASC, DATE_FORMAT(`s`.`order_ts`, '%Y-%m-%d') ASC",
  },
  'date grouping date-hour': {
    params: [],
    duckdb:     `SELECT strftime("s"."order_ts", '%Y-%m-%d %H') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY strftime("s"."order_ts", '%Y-%m-%d %H') ORDER BY strftime("s"."order_ts", '%Y-%m-%d %H') ASC NULLS LAST`,
    postgresql: `SELECT to_char("s"."order_ts", 'YYYY-MM-DD HH24') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY to_char("s"."order_ts", 'YYYY-MM-DD HH24') ORDER BY to_char("s"."order_ts", 'YYYY-MM-DD HH24') ASC NULLS LAST`,
    mysql:      "SELECT DATE_FORMAT(`s`.`order_ts`, '%Y-%m-%d %H') AS `d0`, COUNT(*) AS `m0` FROM `sales` AS `s` GROUP BY DATE_FORMAT(`s`.`order_ts`, '%Y-%m-%d %H') ORDER BY DATE_FORMAT(`s`.`order_ts`, '%Y-%m-%d %H') IS NULL ASC, DATE_FORMAT(`s`.`order_ts`, '%Y-%m-%d %H') ASC",
  },
  'date grouping date-hour-minute': {
    params: [],
    duckdb:     `SELECT strftime("s"."order_ts", '%Y-%m-%d %H:%M') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY strftime("s"."order_ts", '%Y-%m-%d %H:%M') ORDER BY strftime("s"."order_ts", '%Y-%m-%d %H:%M') ASC NULLS LAST`,
    postgresql: `SELECT to_char("s"."order_ts", 'YYYY-MM-DD HH24:MI') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY to_char("s"."order_ts", 'YYYY-MM-DD HH24:MI') ORDER BY to_char("s"."order_ts", 'YYYY-MM-DD HH24:MI') ASC NULLS LAST`,
    mysql:      "SELECT DATE_FORMAT(`s`.`order_ts`, '%Y-%m-%d %H:%i') AS `d0`, COUNT(*) AS `m0` FROM `sales` AS `s` GROUP BY DATE_FORMAT(`s`.`order_ts`, '%Y-%m-%d %H:%i') ORDER BY DATE_FORMAT(`s`.`order_ts`, '%Y-%m-%d %H:%i') IS NULL ASC, DATE_FORMAT(`s`.`order_ts`, '%Y-%m-%d %H:%i') ASC",
  },
  'date grouping date-hour-minute-second': {
    params: [],
    duckdb:     `SELECT strftime("s"."order_ts", '%Y-%m-%d %H:%M:%S') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY strftime("s"."order_ts", '%Y-%m-%d %H:%M:%S') ORDER BY strftime("s"."order_ts", '%Y-%m-%d %H:%M:%S') ASC NULLS LAST`,
    postgresql: `SELECT to_char("s"."order_ts", 'YYYY-MM-DD HH24:MI:SS') AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" GROUP BY to_char("s"."order_ts", 'YYYY-MM-DD HH24:MI:SS') ORDER BY to_char("s"."order_ts", 'YYYY-MM-DD HH24:MI:SS') ASC NULLS LAST`,
    mysql:      "SELECT DATE_FORMAT(`s`.`order_ts`, '%Y-%m-%d %H:%i:%s') AS `d0`, COUNT(*) AS `m0` FROM `sales` AS `s` GROUP BY DATE_FORMAT(`s`.`order_ts`, '%Y-%m-%d %H:%i:%s') ORDER BY DATE_FORMAT(`s`.`order_ts`, '%Y-%m-%d %H:%i:%s') IS NULL ASC, DATE_FORMAT(`s`.`order_ts`, '%Y-%m-%d %H:%i:%s') ASC",
  },
  'operator eq': {
    params: ['east'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."region" = $1 ORDER BY "s"."id" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."region" = $1 ORDER BY "s"."id" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`region` = ? ORDER BY `s`.`id` IS NULL ASC, `s`.`id` ASC",
  },
  'operator ne': {
    params: ['east'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."region" <> $1 ORDER BY "s"."id" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."region" <> $1 ORDER BY "s"."id" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`region` <> ? ORDER BY `s`.`id` IS NULL ASC, `s`.`id` ASC",
  },
  'operator gt': {
    params: [14],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."amount" > $1 ORDER BY "s"."id" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."amount" > $1 ORDER BY "s"."id" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`amount` > ? ORDER BY `s`.`id` IS NULL ASC, `s`.`id` ASC",
  },
  'operator ge': {
    params: [14],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."amount" >= $1 ORDER BY "s"."id" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."amount" >= $1 ORDER BY "s"."id" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`amount` >= ? ORDER BY `s`.`id` IS NULL ASC, `s`.`id` ASC",
  },
  'operator lt on a time field': {
    params: ['2023-07-19 23:59:59'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."order_ts" < $1 ORDER BY "s"."id" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."order_ts" < $1 ORDER BY "s"."id" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`order_ts` < ? ORDER BY `s`.`id` IS NULL ASC, `s`.`id` ASC",
  },
  'operator le on a time field': {
    params: ['2023-07-19 23:59:59'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."order_ts" <= $1 ORDER BY "s"."id" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."order_ts" <= $1 ORDER BY "s"."id" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`order_ts` <= ? ORDER BY `s`.`id` IS NULL ASC, `s`.`id` ASC",
  },
  'operator in': {
    params: ['pear', 'plum'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."product" IN ($1, $2) ORDER BY "s"."id" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."product" IN ($1, $2) ORDER BY "s"."id" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`product` IN (?, ?) ORDER BY `s`.`id` IS NULL ASC, `s`.`id` ASC",
  },
  'operator not_in': {
    params: ['pear', 'plum'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."product" NOT IN ($1, $2) ORDER BY "s"."id" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."product" NOT IN ($1, $2) ORDER BY "s"."id" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`product` NOT IN (?, ?) ORDER BY `s`.`id` IS NULL ASC, `s`.`id` ASC",
  },
  'operator like (contains)': {
    params: ['%if%'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."note" LIKE $1 ESCAPE '!' ORDER BY "s"."id" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."note" LIKE $1 ESCAPE '!' ORDER BY "s"."id" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`note` LIKE ? ESCAPE '!' ORDER BY `s`.`id` IS NULL ASC, `s`.`id` ASC",
  },
  'operator like escapes % and _': {
    params: ['%50!%%', '%a!_b%'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE ("s"."note" LIKE $1 ESCAPE '!' OR "s"."note" LIKE $2 ESCAPE '!') ORDER BY "s"."id" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE ("s"."note" LIKE $1 ESCAPE '!' OR "s"."note" LIKE $2 ESCAPE '!') ORDER BY "s"."id" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE (`s`.`note` LIKE ? ESCAPE '!' OR `s`.`note` LIKE ? ESCAPE '!') ORDER BY `s`.`id` IS NULL ASC, `s`.`id` ASC",
  },
  'operator not_like': {
    params: ['%gift%'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."note" NOT LIKE $1 ESCAPE '!' ORDER BY "s"."id" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."note" NOT LIKE $1 ESCAPE '!' ORDER BY "s"."id" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`note` NOT LIKE ? ESCAPE '!' ORDER BY `s`.`id` IS NULL ASC, `s`.`id` ASC",
  },
  'operator between': {
    params: ['2024-01-01 00:00:00', '2024-05-05 17:45:10'],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."order_ts" BETWEEN $1 AND $2 ORDER BY "s"."id" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."order_ts" BETWEEN $1 AND $2 ORDER BY "s"."id" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`order_ts` BETWEEN ? AND ? ORDER BY `s`.`id` IS NULL ASC, `s`.`id` ASC",
  },
  'operator is_null': {
    params: [],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."note" IS NULL ORDER BY "s"."id" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."note" IS NULL ORDER BY "s"."id" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`note` IS NULL ORDER BY `s`.`id` IS NULL ASC, `s`.`id` ASC",
  },
  'operator is_not_null': {
    params: [],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."note" IS NOT NULL ORDER BY "s"."id" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE "s"."note" IS NOT NULL ORDER BY "s"."id" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE `s`.`note` IS NOT NULL ORDER BY `s`.`id` IS NULL ASC, `s`.`id` ASC",
  },
  'operator empty': {
    params: [''],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE ("s"."note" IS NULL OR "s"."note" = $1) ORDER BY "s"."id" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE ("s"."note" IS NULL OR "s"."note" = $1) ORDER BY "s"."id" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE (`s`.`note` IS NULL OR `s`.`note` = ?) ORDER BY `s`.`id` IS NULL ASC, `s`.`id` ASC",
  },
  'operator not_empty': {
    params: [''],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE ("s"."note" IS NOT NULL AND "s"."note" <> $1) ORDER BY "s"."id" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE ("s"."note" IS NOT NULL AND "s"."note" <> $1) ORDER BY "s"."id" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE (`s`.`note` IS NOT NULL AND `s`.`note` <> ?) ORDER BY `s`.`id` IS NULL ASC, `s`.`id` ASC",
  },
  'nested AND/OR': {
    params: ['east', 'west', 3],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE (("s"."region" = $1 OR "s"."region" = $2) AND ("s"."qty" >= $3 OR "s"."note" IS NULL)) ORDER BY "s"."id" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE (("s"."region" = $1 OR "s"."region" = $2) AND ("s"."qty" >= $3 OR "s"."note" IS NULL)) ORDER BY "s"."id" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE ((`s`.`region` = ? OR `s`.`region` = ?) AND (`s`.`qty` >= ? OR `s`.`note` IS NULL)) ORDER BY `s`.`id` IS NULL ASC, `s`.`id` ASC",
  },
  'empty AND and OR groups': {
    params: [7],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE (1 = 1 AND (1 = 0 OR "s"."qty" > $1)) ORDER BY "s"."id" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE (1 = 1 AND (1 = 0 OR "s"."qty" > $1)) ORDER BY "s"."id" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE (1 = 1 AND (1 = 0 OR `s`.`qty` > ?)) ORDER BY `s`.`id` IS NULL ASC, `s`.`id` ASC",
  },
  'sort by measure with limit and offset': {
    params: [],
    duckdb:     `SELECT "s"."region" AS "d0", SUM("s"."qty") AS "m0" FROM "sales" AS "s" GROUP BY "s"."region" ORDER BY SUM("s"."qty") DESC NULLS LAST LIMIT 2 OFFSET 1`,
    postgresql: `SELECT "s"."region" AS "d0", SUM("s"."qty") AS "m0" FROM "sales" AS "s" GROUP BY "s"."region" ORDER BY SUM("s"."qty") DESC NULLS LAST LIMIT 2 OFFSET 1`,
    mysql:      "SELECT `s`.`region` AS `d0`, SUM(`s`.`qty`) AS `m0` FROM `sales` AS `s` GROUP BY `s`.`region` ORDER BY SUM(`s`.`qty`) IS NULL ASC, SUM(`s`.`qty`) DESC LIMIT 2 OFFSET 1",
  },
  'offset without limit': {
    params: [],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" ORDER BY "s"."id" DESC NULLS LAST OFFSET 9`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" ORDER BY "s"."id" DESC NULLS LAST OFFSET 9`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` ORDER BY `s`.`id` IS NULL ASC, `s`.`id` DESC LIMIT 18446744073709551615 OFFSET 9",
  },
  'left join with nulls sorted last': {
    params: [],
    duckdb:     `SELECT "m"."manager" AS "d0", SUM("s"."amount") AS "m0" FROM "sales" AS "s" LEFT JOIN "managers" AS "m" ON "s"."region" = "m"."region" GROUP BY "m"."manager" ORDER BY "m"."manager" ASC NULLS LAST`,
    postgresql: `SELECT "m"."manager" AS "d0", SUM("s"."amount") AS "m0" FROM "sales" AS "s" LEFT JOIN "managers" AS "m" ON "s"."region" = "m"."region" GROUP BY "m"."manager" ORDER BY "m"."manager" ASC NULLS LAST`,
    mysql:      "SELECT `m`.`manager` AS `d0`, SUM(`s`.`amount`) AS `m0` FROM `sales` AS `s` LEFT JOIN `managers` AS `m` ON `s`.`region` = `m`.`region` GROUP BY `m`.`manager` ORDER BY `m`.`manager` IS NULL ASC, `m`.`manager` ASC",
  },
  'inner join': {
    params: [],
    duckdb:     `SELECT "m"."manager" AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" INNER JOIN "managers" AS "m" ON "s"."region" = "m"."region" GROUP BY "m"."manager" ORDER BY "m"."manager" DESC NULLS LAST`,
    postgresql: `SELECT "m"."manager" AS "d0", COUNT(*) AS "m0" FROM "sales" AS "s" INNER JOIN "managers" AS "m" ON "s"."region" = "m"."region" GROUP BY "m"."manager" ORDER BY "m"."manager" DESC NULLS LAST`,
    mysql:      "SELECT `m`.`manager` AS `d0`, COUNT(*) AS `m0` FROM `sales` AS `s` INNER JOIN `managers` AS `m` ON `s`.`region` = `m`.`region` GROUP BY `m`.`manager` ORDER BY `m`.`manager` IS NULL ASC, `m`.`manager` DESC",
  },
  'right join': {
    params: [],
    duckdb:     `SELECT "m"."manager" AS "d0", COUNT("s"."id") AS "m0" FROM "sales" AS "s" RIGHT JOIN "managers" AS "m" ON "s"."region" = "m"."region" GROUP BY "m"."manager" ORDER BY "m"."manager" ASC NULLS LAST`,
    postgresql: `SELECT "m"."manager" AS "d0", COUNT("s"."id") AS "m0" FROM "sales" AS "s" RIGHT JOIN "managers" AS "m" ON "s"."region" = "m"."region" GROUP BY "m"."manager" ORDER BY "m"."manager" ASC NULLS LAST`,
    mysql:      "SELECT `m`.`manager` AS `d0`, COUNT(`s`.`id`) AS `m0` FROM `sales` AS `s` RIGHT JOIN `managers` AS `m` ON `s`.`region` = `m`.`region` GROUP BY `m`.`manager` ORDER BY `m`.`manager` IS NULL ASC, `m`.`manager` ASC",
  },
  'full join': {
    params: [],
    duckdb:     `SELECT "m"."manager" AS "d0", COUNT("s"."id") AS "m0" FROM "sales" AS "s" FULL OUTER JOIN "managers" AS "m" ON "s"."region" = "m"."region" GROUP BY "m"."manager" ORDER BY "m"."manager" ASC NULLS LAST`,
    postgresql: `SELECT "m"."manager" AS "d0", COUNT("s"."id") AS "m0" FROM "sales" AS "s" FULL OUTER JOIN "managers" AS "m" ON "s"."region" = "m"."region" GROUP BY "m"."manager" ORDER BY "m"."manager" ASC NULLS LAST`,
    mysql:      { error: 'ENGINE_UNSUPPORTED' },
  },
  'subquery source': {
    params: [],
    duckdb:     `SELECT "q"."region" AS "d0", SUM("q"."amount") AS "m0" FROM (SELECT region, amount FROM sales WHERE qty > 2) AS "q" GROUP BY "q"."region" ORDER BY "q"."region" ASC NULLS LAST`,
    postgresql: `SELECT "q"."region" AS "d0", SUM("q"."amount") AS "m0" FROM (SELECT region, amount FROM sales WHERE qty > 2) AS "q" GROUP BY "q"."region" ORDER BY "q"."region" ASC NULLS LAST`,
    mysql:      "SELECT `q`.`region` AS `d0`, SUM(`q`.`amount`) AS `m0` FROM (SELECT region, amount FROM sales WHERE qty > 2) AS `q` GROUP BY `q`.`region` ORDER BY `q`.`region` IS NULL ASC, `q`.`region` ASC",
  },
  'row rule ANDed around a user OR': {
    params: ['east', 'west', 'apple', 100],
    duckdb:     `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE ("s"."region" IN ($1, $2) AND ("s"."product" = $3 OR "s"."qty" > $4)) ORDER BY "s"."id" ASC NULLS LAST`,
    postgresql: `SELECT "s"."id" AS "d0" FROM "sales" AS "s" WHERE ("s"."region" IN ($1, $2) AND ("s"."product" = $3 OR "s"."qty" > $4)) ORDER BY "s"."id" ASC NULLS LAST`,
    mysql:      "SELECT `s`.`id` AS `d0` FROM `sales` AS `s` WHERE (`s`.`region` IN (?, ?) AND (`s`.`product` = ? OR `s`.`qty` > ?)) ORDER BY `s`.`id` IS NULL ASC, `s`.`id` ASC",
  },
  'odd column names are quoted': {
    params: ['zz'],
    duckdb:     "SELECT \"o\".\"we\"\"ird\" AS \"d0\", \"o\".\"br]acket\" AS \"d1\", SUM(\"o\".\"back`tick\") AS \"m0\", MAX(\"o\".\"semi;colon\") AS \"m1\", COUNT(DISTINCT \"o\".\"new\nline\") AS \"m2\" FROM \"odd \"\"table`\" AS \"o\" WHERE \"o\".\"qu'ote\" <> $1 GROUP BY \"o\".\"we\"\"ird\", \"o\".\"br]acket\" ORDER BY \"o\".\"we\"\"ird\" ASC NULLS LAST, \"o\".\"br]acket\" ASC NULLS LAST",
    postgresql: "SELECT \"o\".\"we\"\"ird\" AS \"d0\", \"o\".\"br]acket\" AS \"d1\", SUM(\"o\".\"back`tick\") AS \"m0\", MAX(\"o\".\"semi;colon\") AS \"m1\", COUNT(DISTINCT \"o\".\"new\nline\") AS \"m2\" FROM \"odd \"\"table`\" AS \"o\" WHERE \"o\".\"qu'ote\" <> $1 GROUP BY \"o\".\"we\"\"ird\", \"o\".\"br]acket\" ORDER BY \"o\".\"we\"\"ird\" ASC NULLS LAST, \"o\".\"br]acket\" ASC NULLS LAST",
    mysql:      "SELECT `o`.`we\"ird` AS `d0`, `o`.`br]acket` AS `d1`, SUM(`o`.`back``tick`) AS `m0`, MAX(`o`.`semi;colon`) AS `m1`, COUNT(DISTINCT `o`.`new\nline`) AS `m2` FROM `odd \"table``` AS `o` WHERE `o`.`qu'ote` <> ? GROUP BY `o`.`we\"ird`, `o`.`br]acket` ORDER BY `o`.`we\"ird` IS NULL ASC, `o`.`we\"ird` ASC, `o`.`br]acket` IS NULL ASC, `o`.`br]acket` ASC",
  },
};
