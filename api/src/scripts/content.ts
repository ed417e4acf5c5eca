import { runContentCommand } from '../admin/contentCommand.js';

process.exitCode = await runContentCommand(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
