// Installs the npm packages when they are missing or older than package-lock.json, so the
// README's one-line commands work on a fresh clone. Uses only Node's standard library.
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

const marker = 'node_modules/.package-lock.json';
const stale =
	!existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
if (stale) {
	console.log('Installing npm packages…');
	// Not `npm ci`: npm 11 leaves some optional platform packages of Paraglide's toolchain out of the
	// lockfile and `npm ci` then refuses it; `npm install` honours the lockfile and installs the rest.
	execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}
