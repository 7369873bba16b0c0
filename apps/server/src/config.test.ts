import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { migrationsFolder, packageRoot } from './paths';

const cwd = '/srv/somewhere';

describe('packageRoot', () => {
  it('is the @study/server package folder, which holds the migrations', () => {
    const manifest = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { name: string };
    expect(manifest.name).toBe('@study/server');
    expect(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')).toContain('"entries"');
  });
});

describe('loadConfig', () => {
  it('has defaults that need no environment at all', () => {
    expect(loadConfig({}, cwd)).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(packageRoot, 'data'),
      databaseUrl: undefined,
      nodeEnv: 'development',
      logLevel: 'info',
      webDistDir: path.resolve(packageRoot, '../web/dist'),
      serveWebApp: false,
      corsOrigins: [],
    });
  });

  it('places the default data and web folders by the package, not by the working directory', () => {
    const config = loadConfig({}, '/elsewhere');
    expect(config.dataDir).toBe(path.join(packageRoot, 'data'));
    expect(config.dataDir.endsWith(path.join('apps', 'server', 'data'))).toBe(true);
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist'))).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgresql://app:secret@db.internal:5432/study',
        NODE_ENV: 'production',
        LOG_LEVEL: 'debug',
        WEB_DIST_DIR: '/opt/web',
        CORS_ORIGINS: 'https://study.example.com, http://localhost:5173/',
      },
      cwd,
    );
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/somewhere/var/data',
      databaseUrl: 'postgresql://app:secret@db.internal:5432/study',
      nodeEnv: 'production',
      logLevel: 'debug',
      webDistDir: '/opt/web',
      serveWebApp: true,
      corsOrigins: ['https://study.example.com', 'http://localhost:5173'],
    });
  });

  it('accepts postgres:// as well as postgresql://, and port 0 (any free port)', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/study' }, cwd).databaseUrl).toBe('postgres://localhost/study');
    expect(loadConfig({ PORT: '0' }, cwd).port).toBe(0);
  });

  it('is silent in tests unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }, cwd).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn' }, cwd).logLevel).toBe('warn');
  });

  it('serves the web app in production, or wherever WEB_DIST_DIR is set', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, cwd).serveWebApp).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }, cwd).serveWebApp).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: 'dist' }, cwd)).toMatchObject({
      serveWebApp: true,
      webDistDir: '/srv/somewhere/dist',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ', CORS_ORIGINS: '' }, cwd)).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      corsOrigins: [],
    });
  });

  it.each([
    ['PORT', 'abc', /^PORT must be a whole number from 0 to 65535$/],
    ['PORT', '70000', /^PORT must be a whole number from 0 to 65535$/],
    ['PORT', '-1', /^PORT must be a whole number/],
    ['PORT', '80.5', /^PORT must be a whole number/],
    ['DATABASE_URL', 'mysql://root@localhost/study', /^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL$/],
    ['DATABASE_URL', 'not a url', /^DATABASE_URL must be a postgres/],
    ['NODE_ENV', 'staging', /^NODE_ENV must be one of development, production, test$/],
    ['LOG_LEVEL', 'verbose', /^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent$/],
    ['CORS_ORIGINS', 'https://ok.example.com,ftp://files.example.com', /^CORS_ORIGINS must be .*"ftp:\/\/files\.example\.com"/],
    ['CORS_ORIGINS', 'https://example.com/app', /^CORS_ORIGINS must be a comma-separated list of origins/],
  ])('rejects %s=%s with an error naming the variable', (name, value, message) => {
    const load = () => loadConfig({ [name]: value }, cwd);
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(message);
  });

  it('never echoes the database URL, which may hold a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@localhost/study' }, cwd)).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });
});
