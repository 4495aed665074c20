// nginx in front of app processes, as deploy/nginx/ configures it: the cluster test and the
// release-night bench start Debian's nginx (no systemd, no root needed) with the shipped upstream
// block and proxy snippet, only the ports changed and every path in a temporary folder.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';
const SITE_FILE = path.resolve('deploy/nginx/tasting-room.conf');
const PROXY_SNIPPET = path.resolve('deploy/nginx/tasting-room-proxy.conf');
const UPSTREAM_SERVER = /^(\s*)server 127\.0\.0\.1:\d+(.*)$/;

/**
 * The site file's `upstream tasting_room { … }` block as shipped, with one `server` line per
 * port in place of the example ports (each line keeps the shipped parameters).
 */
export function upstreamBlock(ports, siteFile = SITE_FILE) {
  const text = fs.readFileSync(siteFile, 'utf8');
  const match = /^upstream tasting_room \{\n[\s\S]*?^\}\n/m.exec(text);
  if (!match) throw new Error(`no 'upstream tasting_room { … }' block in ${siteFile}`);
  const lines = match[0].split('\n');
  const servers = lines.filter((line) => UPSTREAM_SERVER.test(line));
  if (servers.length === 0) throw new Error(`no 'server 127.0.0.1:PORT' line in ${siteFile}`);
  const [, indent, params] = UPSTREAM_SERVER.exec(servers[0]);
  const first = lines.indexOf(servers[0]);
  const rest = lines.filter((line) => !UPSTREAM_SERVER.test(line));
  rest.splice(first, 0, ...ports.map((port) => `${indent}server 127.0.0.1:${port}${params}`));
  return rest.join('\n');
}

/** A whole nginx.conf around the shipped upstream and snippet, listening on 127.0.0.1:listenPort. */
export function nginxConfig({ dir, listenPort, appPorts, workers = 1 }) {
  const temp = (name) => `${name}_temp_path ${path.join(dir, name)};`;
  return `# Generated from deploy/nginx/ for a test run.
daemon off;
worker_processes ${workers};
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
${upstreamBlock(appPorts)}
    server {
        listen 127.0.0.1:${listenPort};
        server_name _;
        include ${PROXY_SNIPPET};
    }
}
`;
}

/**
 * The shipped site file as Debian's nginx would load it (snippet path and certificates pointed
 * at a self-signed pair made here), checked with `nginx -t`. Returns nginx's verdict.
 */
export function checkShippedSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-nginx-t-'));
  try {
    const cert = path.join(dir, 'cert.pem');
    const key = path.join(dir, 'key.pem');
    const made = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-subj',
      '/CN=dine.example',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
    ]);
    if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
    const site = fs
      .readFileSync(SITE_FILE, 'utf8')
      .replace('include snippets/tasting-room-proxy.conf;', `include ${PROXY_SNIPPET};`)
      .replace(/ssl_certificate \S+;/, `ssl_certificate ${cert};`)
      .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`);
    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(conf, `pid ${path.join(dir, 'nginx.pid')};\nevents {}\nhttp {\n${site}\n}\n`);
    const tested = spawnSync(NGINX, [
      '-t',
      '-q',
      '-p',
      dir,
      '-e',
      path.join(dir, 'error.log'),
      '-c',
      conf,
    ]);
    return { ok: tested.status === 0, output: `${tested.stdout}${tested.stderr}`.trim() };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts nginx in the foreground (its master is our child) in front of `appPorts`; resolves once
 * it accepts connections. `stop()` shuts it down and removes its folder.
 */
export async function startNginx({ listenPort, appPorts, workers = 1 }) {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasting-nginx-'));
  // Run as root, nginx's workers are 'nobody' and must reach their temporary folders.
  fs.chmodSync(dir, 0o755);
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig({ dir, listenPort, appPorts, workers }));
  const child = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const errorLog = () => {
    const file = path.join(dir, 'error.log');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  };
  const stop = async () => {
    // SIGQUIT: nginx finishes the requests it holds, then exits.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const started = Date.now();
  while (!(await listening(listenPort))) {
    if (child.exitCode !== null || Date.now() - started > 10_000) {
      const why = `${stderr}${errorLog()}`;
      await stop();
      throw new Error(`nginx did not start: ${why}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    base: `http://127.0.0.1:${listenPort}`,
    errorLog,
    stop,
    /** The configuration file, whose upstream block a release marks `down` line by line. */
    conf,
    /** nginx's master: HUP reloads the configuration (what `nginx -s reload` sends). */
    pid: child.pid,
  };
}
