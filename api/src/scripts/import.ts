import { runImportCommand } from '../catalogue/importCommand.js';

process.exitCode = await runImportCommand(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
