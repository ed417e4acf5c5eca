import * as runtimeCore from '@module-federation/runtime-core';

// A remote's production build leaves the federation runtime to the page (the shell provides it,
// so a page carries one copy): its standalone harness page loads this script first to play the shell's part.
Object.assign(globalThis, { _FEDERATION_RUNTIME_CORE: runtimeCore });
