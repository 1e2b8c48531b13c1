// mysql2 reports a result column's protocol type code; mysql2's own Types map names the code
// (LONGLONG, NEWDECIMAL, VAR_STRING…) and this turns it into the SQL type name the dialect's
// deType rule reads (BIGINT, DECIMAL, VARCHAR…). Text and binary strings share codes; the
// character set (63 = binary) tells them apart.
import mysql from 'mysql2/promise';
import type { FieldPacket } from 'mysql2/promise';

const PROTOCOL_NAMES = (mysql as unknown as { Types: Record<number, string> }).Types;
const BINARY_CHARSET = 63;

const SQL_NAMES: Readonly<Record<string, string>> = {
  DECIMAL: 'DECIMAL',
  NEWDECIMAL: 'DECIMAL',
  TINY: 'TINYINT',
  SHORT: 'SMALLINT',
  LONG: 'INT',
  INT24: 'MEDIUMINT',
  LONGLONG: 'BIGINT',
  FLOAT: 'FLOAT',
  DOUBLE: 'DOUBLE',
  YEAR: 'YEAR',
  BIT: 'BIT',
  TIMESTAMP: 'TIMESTAMP',
  DATE: 'DATE',
  NEWDATE: 'DATE',
  TIME: 'TIME',
  DATETIME: 'DATETIME',
  JSON: 'JSON',
  ENUM: 'ENUM',
  SET: 'SET',
  GEOMETRY: 'GEOMETRY',
  NULL: 'NULL',
};

const STRING_NAMES: Readonly<Record<string, [text: string, binary: string]>> = {
  VARCHAR: ['VARCHAR', 'VARBINARY'],
  VAR_STRING: ['VARCHAR', 'VARBINARY'],
  STRING: ['CHAR', 'BINARY'],
  TINY_BLOB: ['TINYTEXT', 'TINYBLOB'],
  MEDIUM_BLOB: ['MEDIUMTEXT', 'MEDIUMBLOB'],
  LONG_BLOB: ['LONGTEXT', 'LONGBLOB'],
  BLOB: ['TEXT', 'BLOB'],
};

export function mysqlTypeName(field: FieldPacket): string {
  const code = field.columnType ?? field.type;
  const protocolName = code === undefined ? undefined : PROTOCOL_NAMES[code];
  if (protocolName === undefined) return 'VARCHAR';
  const strings = STRING_NAMES[protocolName];
  if (strings) return field.characterSet === BINARY_CHARSET ? strings[1] : strings[0];
  return SQL_NAMES[protocolName] ?? protocolName;
}
