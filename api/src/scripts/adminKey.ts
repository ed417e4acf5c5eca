import { runAdminKeyCommand } from '../admin/keyCommand.js';

process.exitCode = await runAdminKeyCommand(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
