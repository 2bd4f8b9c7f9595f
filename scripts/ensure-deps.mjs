// Installs the npm packages when they are missing or older than package-lock.json, so the
// README's one-line commands work on a fresh clone. `npm ci` installs exactly the committed
// lockfile and never rewrites it, so the clone stays clean. Uses only Node's standard library.
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

const marker = 'node_modules/.package-lock.json';
const stale =
	!existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
if (stale) {
	console.log('Installing npm packages (npm ci)…');
	execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
