import { runDeployCommand } from '../site/deployCommand.js';

process.exitCode = await runDeployCommand(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
