/**
 * `npm run club-server -- --dir <folder> --port <port> [--host <address>] [--club-key <key>]`
 * (issue 29). The club key may also come from the environment (CLUB_KEY). A folder without a club
 * key gets a fresh one, printed once here and kept only as a hash.
 */
import { parseArgs } from 'node:util';
import { startClubServer } from './server';

const { values } = parseArgs({
	options: {
		dir: { type: 'string', default: 'club-data' },
		port: { type: 'string', default: '4400' },
		host: { type: 'string', default: '0.0.0.0' },
		'club-key': { type: 'string' }
	}
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
	console.error(`--port must be a port number, not ${values.port}`);
	process.exit(2);
}

const server = await startClubServer({
	dir: values.dir,
	port,
	host: values.host,
	clubKey: values['club-key'] ?? process.env.CLUB_KEY
});
if (server.generatedKey) {
	console.log(
		`\nNew club key (shown once; the folder keeps only its hash):\n  ${server.generatedKey}\n`
	);
}

let stopping = false;
const stop = async () => {
	if (stopping) return;
	stopping = true;
	await server.stop();
	process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
