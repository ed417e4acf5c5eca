import { runDeployCommand } from '../site/deployCommand.js';

// The AWS SDK warns, in seven lines at every fleet deploy, that its releases after January 2027
// need Node 22: a fact about the machines' runtime, which docs/operations.md says once.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

process.exitCode = await runDeployCommand(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
