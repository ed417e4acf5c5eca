import { runCrmCommand } from '../crm/command.js';

process.exitCode = await runCrmCommand(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
