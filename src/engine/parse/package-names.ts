/**
 * Typo-squatted package installs: a name one edit (or one separator) away from a package everybody installs is
 * the classic supply-chain trap (crossenv for cross-env, colourama for colorama). The lists hold widely used
 * names of each registry (download rankings of npm and PyPI, plus the real packages that sit one letter from a
 * popular one, so that they pass). The check is a bounded edit-distance test against each name: constant work per
 * installed name (names longer than MAX_NAME are not compared), so linear in the command line.
 */

const NPM = [
  'lodash', 'react', 'react-dom', 'express', 'axios', 'chalk', 'commander', 'moment', 'request', 'debug', 'async', 'underscore',
  'cross-env', 'dotenv', 'webpack', 'webpack-cli', 'babel-core', 'typescript', 'eslint', 'prettier', 'jest', 'mocha', 'chai',
  'jquery', 'vue', 'next', 'nuxt', 'svelte', 'angular', 'rxjs', 'uuid', 'yargs', 'minimist', 'glob', 'rimraf', 'mkdirp', 'semver',
  'colors', 'classnames', 'prop-types', 'body-parser', 'cookie-parser', 'morgan', 'cors', 'helmet', 'mongoose', 'mongodb', 'mysql',
  'mysql2', 'pg', 'sequelize', 'redis', 'ioredis', 'socket.io', 'socket.io-client', 'nodemon', 'ts-node', 'electron', 'bluebird',
  'node-fetch', 'isomorphic-fetch', 'superagent', 'got', 'inquirer', 'ora', 'boxen', 'figlet', 'fs-extra', 'graceful-fs', 'jsonwebtoken',
  'bcrypt', 'bcryptjs', 'passport', 'nodemailer', 'multer', 'sharp', 'puppeteer', 'playwright', 'cheerio', 'jsdom', 'dayjs',
  'date-fns', 'luxon', 'ramda', 'immutable', 'redux', 'react-redux', 'react-router', 'react-router-dom', 'styled-components',
  'tailwindcss', 'postcss', 'autoprefixer', 'sass', 'less', 'vite', 'rollup', 'esbuild', 'parcel', 'gulp', 'grunt', 'karma',
  'cypress', 'supertest', 'sinon', 'nyc', 'husky', 'lint-staged', 'concurrently', 'npm-run-all', 'pm2', 'forever', 'http-server',
  'serve', 'ws', 'koa', 'fastify', 'hapi', 'graphql', 'apollo-server', 'prisma', 'knex', 'typeorm', 'zod', 'joi', 'yup', 'ajv',
  'validator', 'qs', 'querystring', 'form-data', 'event-stream', 'eslint-scope', 'coffee-script', 'babel-cli', 'node-sass',
  'electron-builder', 'discord.js', 'web3', 'ethers', 'aws-sdk', 'firebase', 'stripe', 'twilio', 'openai', 'crypto-js',
  'node-forge', 'xml2js', 'js-yaml', 'yaml', 'ini', 'minimatch', 'chokidar', 'cross-spawn', 'execa', 'shelljs', 'tslib', 'core-js',
  'regenerator-runtime', 'object-assign', 'inherits', 'safe-buffer', 'readable-stream', 'string-width', 'strip-ansi', 'ansi-styles',
  'supports-color', 'has-flag', 'escape-string-regexp', 'color-name', 'kind-of', 'is-number', 'to-regex-range', 'fill-range',
  'micromatch', 'braces', 'picomatch', 'ua-parser-js', 'coa', 'rc',
  // real packages one letter from a popular one
  'preact', 'jsdoc', 'color', 'mocha', 'react-is', 'vitest', 'ethers', 'chart.js', 'three', 'redux-thunk', 'nodemailer', 'serve-static',
] as const;

const PYPI = [
  'requests', 'urllib3', 'numpy', 'pandas', 'scipy', 'matplotlib', 'seaborn', 'scikit-learn', 'tensorflow', 'torch', 'torchvision',
  'keras', 'flask', 'django', 'fastapi', 'uvicorn', 'gunicorn', 'celery', 'redis', 'sqlalchemy', 'psycopg2', 'psycopg2-binary',
  'pymysql', 'pymongo', 'boto3', 'botocore', 'awscli', 'pyyaml', 'setuptools', 'wheel', 'pip', 'six', 'python-dateutil', 'pytz',
  'certifi', 'idna', 'chardet', 'charset-normalizer', 'cryptography', 'pycryptodome', 'paramiko', 'colorama', 'click', 'jinja2',
  'markupsafe', 'werkzeug', 'itsdangerous', 'attrs', 'pydantic', 'pytest', 'pytest-cov', 'mock', 'coverage', 'tox', 'black',
  'flake8', 'pylint', 'mypy', 'isort', 'beautifulsoup4', 'bs4', 'lxml', 'selenium', 'scrapy', 'pillow', 'opencv-python', 'openpyxl',
  'xlrd', 'tqdm', 'rich', 'typer', 'httpx', 'aiohttp', 'websockets', 'grpcio', 'protobuf', 'jupyter', 'notebook', 'ipython',
  'transformers', 'datasets', 'openai', 'anthropic', 'langchain', 'nltk', 'spacy', 'gensim', 'xgboost', 'lightgbm', 'catboost',
  'plotly', 'dash', 'streamlit', 'gradio', 'pyjwt', 'bcrypt', 'passlib', 'python-dotenv', 'dotenv', 'docker', 'kubernetes',
  'ansible', 'fabric', 'invoke', 'virtualenv', 'pipenv', 'poetry', 'twine', 'urllib', 'simplejson', 'ujson', 'orjson', 'toml',
  'tomli', 'packaging', 'pyparsing', 'jmespath', 's3transfer', 'google-cloud-storage', 'azure-storage-blob', 'pyopenssl', 'pysocks',
  'discord.py', 'telegram', 'python-telegram-bot', 'tweepy', 'slack-sdk', 'stripe', 'twilio', 'sentry-sdk', 'loguru', 'arrow',
  'pendulum', 'sympy', 'networkx', 'statsmodels', 'pyarrow', 'polars', 'dask', 'numba', 'cython', 'pyinstaller', 'jsonschema',
  'marshmallow', 'alembic', 'peewee', 'pika', 'kafka-python', 'confluent-kafka', 'elasticsearch', 'pysftp', 'pexpect', 'psutil',
  'pywin32', 'pyautogui', 'pynput', 'keyboard', 'pygame', 'opencv-contrib-python', 'pymssql', 'cx-oracle', 'oracledb', 'nmap',
  'python-nmap', 'jwt', 'crypto', 'pycrypto', 'request', 'colour', 'colored', 'termcolor', 'tabulate', 'texttable',
  // real packages one letter from a popular one
  'scapy', 'scrypt', 'simpy', 'jinja', 'fabric3', 'psycopg', 'tomlkit', 'pytest-mock', 'pyzmq', 'pandas-stubs', 'dask', 'mkdocs', 'sphinx',
] as const;

const MAX_NAME = 64;
const NPM_SET: ReadonlySet<string> = new Set(NPM);
const PYPI_SET: ReadonlySet<string> = new Set(PYPI);
// built on the first install command judged, not when the command analyzer loads (a cold start of every command check)
let npmBare: Map<string, string> | null = null;
let pypiBare: Map<string, string> | null = null;
const bareNames = (ecosystem: string): Map<string, string> =>
  ecosystem === 'npm' ? (npmBare ??= bareIndex(NPM)) : (pypiBare ??= bareIndex(PYPI));

/** Names without separators, so "crossenv" meets "cross-env" (and a real separator-less package meets itself). */
function bareIndex(names: readonly string[]): Map<string, string> {
  const m = new Map<string, string>();
  for (const n of names) m.set(stripSeparators(n), n);
  return m;
}

function pep503(name: string): string {
  let out = '';
  for (let i = 0; i < name.length; i++) out += name[i] === '_' || name[i] === '.' ? '-' : name[i]!;
  return out;
}

function stripSeparators(name: string): string {
  let out = '';
  for (let i = 0; i < name.length; i++) {
    const ch = name[i]!;
    if (ch !== '-' && ch !== '_' && ch !== '.') out += ch;
  }
  return out;
}

/** True when a and b are at most one insertion, deletion, substitution or adjacent swap apart. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The popular package an install name imitates, or '' (the name itself popular, too short, or unrelated). */
export function typosquatOf(ecosystem: 'npm' | 'pypi', raw: string): string {
  // pip treats '-', '_' and '.' alike (PEP 503)
  const name = ecosystem === 'pypi' ? pep503(raw.toLowerCase()) : raw.toLowerCase();
  if (name.length < 5 || name.length > MAX_NAME || name.startsWith('@')) return '';
  const set = ecosystem === 'npm' ? NPM_SET : PYPI_SET;
  if (set.has(name)) return '';
  const bare = stripSeparators(name);
  const sameBare = bareNames(ecosystem).get(bare);
  if (sameBare !== undefined) return sameBare;
  for (const p of set) {
    if (p.length < 5) continue;
    if (withinOneEdit(name, p) || withinOneEdit(bare, stripSeparators(p))) return p;
  }
  return '';
}
