// Result columns of pg carry only a type OID. The common built-in OIDs (pg_type.oid, stable
// across versions) map to their type names; anything else (arrays, enums, domains, extension
// types) reads as text, which is also its deType.
const NAMES: Readonly<Record<number, string>> = {
  16: 'bool',
  17: 'bytea',
  18: 'char',
  19: 'name',
  20: 'int8',
  21: 'int2',
  23: 'int4',
  25: 'text',
  26: 'oid',
  114: 'json',
  142: 'xml',
  650: 'cidr',
  700: 'float4',
  701: 'float8',
  790: 'money',
  829: 'macaddr',
  869: 'inet',
  1042: 'bpchar',
  1043: 'varchar',
  1082: 'date',
  1083: 'time',
  1114: 'timestamp',
  1184: 'timestamptz',
  1186: 'interval',
  1266: 'timetz',
  1560: 'bit',
  1562: 'varbit',
  1700: 'numeric',
  2950: 'uuid',
  3802: 'jsonb',
};

export function postgresTypeName(oid: number): string {
  return NAMES[oid] ?? 'text';
}
