// What custom SQL on the MySQL family (MySQL, MariaDB, TiDB, Doris, StarRocks) may call: the
// built-in functions analysts use, each reading nothing but its arguments. Everything else is
// refused by leaving it off: server files (LOAD_FILE), named locks (GET_LOCK), BENCHMARK,
// replication waits, sequences (NEXTVAL), user-defined functions (lib_mysqludf_sys's sys_exec…)
// and stored functions of any database. MySQL compares built-in names without case, so the
// check does too.
//
// `exists` and `row` are there because node-sql-parser writes EXISTS (subquery) and ROW(a, b)
// as calls of those names.
//
// SLEEP is allowed on purpose: it changes nothing and the statement timeout ends it
// (SECURITY E1), the same as a slow cross join.

const list = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/).filter(Boolean));

export const MYSQL_ALLOWED_FUNCTIONS = list(`
  abs acos asin atan atan2 ceil ceiling conv cos cot crc32 degrees exp floor ln log log10 log2
  mod pi pow power radians rand round sign sin sqrt tan truncate

  ascii bin bit_length char char_length character_length concat concat_ws elt export_set field
  find_in_set format from_base64 hex insert instr lcase left length locate lower lpad ltrim
  make_set mid oct octet_length ord position quote repeat replace reverse right rpad rtrim
  soundex space strcmp substr substring substring_index to_base64 trim ucase unhex upper
  regexp_instr regexp_like regexp_replace regexp_substr md5 sha sha1 sha2 convert

  adddate addtime convert_tz curdate current_date current_time current_timestamp curtime date
  date_add date_format date_sub datediff day dayname dayofmonth dayofweek dayofyear extract
  from_days from_unixtime get_format hour last_day localtime localtimestamp makedate maketime
  microsecond minute month monthname now period_add period_diff quarter sec_to_time second
  str_to_date subdate subtime sysdate time time_format time_to_sec timediff timestamp
  timestampadd timestampdiff to_days to_seconds unix_timestamp utc_date utc_time utc_timestamp
  week weekday weekofyear year yearweek

  if ifnull nullif coalesce greatest least isnull interval cast

  count sum avg min max group_concat std stddev stddev_pop stddev_samp var_pop var_samp variance
  bit_and bit_or bit_xor json_arrayagg json_objectagg any_value

  row_number rank dense_rank percent_rank cume_dist ntile lag lead first_value last_value
  nth_value

  json_array json_array_append json_array_insert json_contains json_contains_path json_depth
  json_extract json_insert json_keys json_length json_merge json_merge_patch json_merge_preserve
  json_object json_overlaps json_pretty json_quote json_remove json_replace json_search json_set
  json_type json_unquote json_valid json_value

  uuid bin_to_uuid uuid_to_bin inet_aton inet_ntoa inet6_aton inet6_ntoa sleep

  exists row grouping
`);
