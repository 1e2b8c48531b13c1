// What custom SQL on PostgreSQL may call: the functions analysts use, each known to read
// nothing but its arguments and change nothing. Anything else — server files (pg_read_file,
// pg_ls_dir, lo_import), settings (current_setting, set_config), sessions and locks
// (pg_terminate_backend, pg_advisory_lock), SQL given as text (query_to_xml, dblink), sequences,
// catalogue lookups, XML, and every function of an extension or of the database's own schemas —
// is refused by leaving it off. Names compare exactly: PostgreSQL folds unquoted names to lower
// case, so `"LENGTH"(x)` names another function than length(x) and is refused.
//
// Sleeping (pg_sleep, pg_sleep_for, pg_sleep_until) is allowed on purpose: it changes nothing
// and the statement timeout ends it (SECURITY E1), the same as a slow cross join.

const list = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/).filter(Boolean));

export const POSTGRESQL_ALLOWED_FUNCTIONS = list(`
  abs cbrt ceil ceiling degrees div exp factorial floor gcd lcm ln log log10 min_scale mod pi
  power radians random random_normal round scale sign sqrt trim_scale trunc width_bucket erf erfc
  acos acosd asin asind atan atand atan2 atan2d cos cosd cot cotd sin sind tan tand
  sinh cosh tanh asinh acosh atanh

  int2 int4 int8 float4 float8 numeric text varchar bpchar bool date time timetz timestamp
  timestamptz interval to_number to_char to_date to_timestamp

  ascii bit_length btrim char_length character_length chr concat concat_ws format initcap left
  length lower lpad ltrim md5 normalize is_normalized octet_length overlay position quote_ident
  quote_literal quote_nullable regexp_count regexp_instr regexp_like regexp_match regexp_matches
  regexp_replace regexp_split_to_array regexp_split_to_table regexp_substr repeat replace reverse
  right rpad rtrim split_part starts_with strpos substr substring string_to_array string_to_table
  to_ascii to_hex to_bin to_oct translate unistr upper casefold encode decode sha224 sha256 sha384
  sha512 convert convert_from convert_to like_escape similar_to_escape get_bit get_byte bit_count

  age clock_timestamp date_bin date_part date_trunc extract isfinite justify_days justify_hours
  justify_interval make_date make_interval make_time make_timestamp make_timestamptz now
  statement_timestamp timeofday transaction_timestamp timezone overlaps date_add date_subtract

  num_nulls num_nonnulls gen_random_uuid uuidv4 uuidv7 pg_collation_for system_user
  pg_sleep pg_sleep_for pg_sleep_until

  avg bit_and bit_or bit_xor bool_and bool_or count every max min sum string_agg array_agg
  json_agg json_agg_strict jsonb_agg jsonb_agg_strict json_object_agg json_object_agg_strict
  json_object_agg_unique json_object_agg_unique_strict jsonb_object_agg jsonb_object_agg_strict
  jsonb_object_agg_unique jsonb_object_agg_unique_strict corr covar_pop covar_samp regr_avgx
  regr_avgy regr_count regr_intercept regr_r2 regr_slope regr_sxx regr_sxy regr_syy stddev
  stddev_pop stddev_samp variance var_pop var_samp percentile_cont percentile_disc mode any_value
  range_agg range_intersect_agg

  row_number rank dense_rank percent_rank cume_dist ntile lag lead first_value last_value
  nth_value

  to_json to_jsonb array_to_json row_to_json json_build_array json_build_object json_object
  jsonb_build_array jsonb_build_object jsonb_object json_array_elements json_array_elements_text
  json_array_length json_each json_each_text json_extract_path json_extract_path_text
  json_object_keys json_populate_record json_populate_recordset json_strip_nulls json_to_record
  json_to_recordset json_typeof jsonb_array_elements jsonb_array_elements_text jsonb_array_length
  jsonb_each jsonb_each_text jsonb_extract_path jsonb_extract_path_text jsonb_object_keys
  jsonb_populate_record jsonb_populate_recordset jsonb_strip_nulls jsonb_to_record
  jsonb_to_recordset jsonb_typeof jsonb_insert jsonb_set jsonb_set_lax jsonb_pretty
  jsonb_path_exists jsonb_path_match jsonb_path_query jsonb_path_query_array
  jsonb_path_query_first jsonb_path_exists_tz jsonb_path_match_tz jsonb_path_query_tz
  jsonb_path_query_array_tz jsonb_path_query_first_tz json_table

  array_append array_cat array_dims array_fill array_length array_lower array_ndims
  array_position array_positions array_prepend array_remove array_replace array_to_string
  array_upper cardinality unnest generate_subscripts trim_array array_sample array_shuffle
  array_reverse array_sort generate_series

  lower_inc upper_inc lower_inf upper_inf isempty range_merge int4range int8range numrange
  daterange tsrange tstzrange

  to_tsvector to_tsquery plainto_tsquery phraseto_tsquery websearch_to_tsquery ts_rank ts_rank_cd
  ts_headline setweight array_to_tsvector tsvector_to_array

  host hostmask masklen netmask network family abbrev broadcast inet_same_family inet_merge
  set_masklen

  area center diameter height width radius npoints isclosed isopen point box circle lseg path
  polygon line bound_box diagonal slope ishorizontal isvertical isparallel isperp pclose popen
`);

/**
 * Operators are functions in PostgreSQL: the built-in symbols (the parser reads `!=` as `<>`),
 * written plainly or as OPERATOR(pg_catalog.op). An operator of another schema
 * (OPERATOR(s.op)) is refused.
 */
export const POSTGRESQL_ALLOWED_OPERATORS = list(`
  + - * / % ^ |/ ||/ @ & | # ~ << >> = <> < > <= >= || ~~ !~~ ~~* !~~* ~* !~ !~* ^@
  -> ->> #> #>> @> <@ ? ?| ?& #- @? @@ @@@ && &< &> -|- <-> <<| |>> &<| |&>
`);

/**
 * Types a cast may name. A cast runs the type's input function on text: regclass, regproc,
 * regrole… look names up in the catalogue, pg_lsn, txid_snapshot and the like read server
 * state, and a type of the database's own schemas may run any code. Ordinary scalar types
 * (and arrays of them) only, unqualified or in pg_catalog.
 */
export const POSTGRESQL_ALLOWED_TYPES = list(`
  bool boolean int2 int4 int8 smallint integer int bigint float4 float8 real numeric decimal
  money text varchar bpchar char character name date time timetz timestamp timestamptz interval
  json jsonb jsonpath uuid bytea bit varbit inet cidr macaddr macaddr8 tsvector tsquery
  int4range int8range numrange daterange tsrange tstzrange
`);

/** TABLESAMPLE methods (each is a handler function): the built-in two and tsm_system_*. */
export const POSTGRESQL_ALLOWED_SAMPLE_METHODS = list('bernoulli system system_rows system_time');

/** The schema whose objects the allowed names refer to when a query qualifies them. */
export const POSTGRESQL_CATALOG_SCHEMA = 'pg_catalog';
