/**
 * A remote's own bundler runtime, fetched only when the shell publishes a different one than the
 * remote was built with (remote-bundler-runtime.js). The parts of the package's federation object
 * (its dist/index.js, which the remote's build aliases to the stand-in), less build-time remotes,
 * which a remote never loads (`disableRemote`, rspack/federation.ts).
 */
import { attachShareScopeMap } from "@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js";
import { consumes } from "@module-federation/webpack-bundler-runtime/dist/consumes.js";
import { getSharedFallbackGetter } from "@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js";
import { init } from "@module-federation/webpack-bundler-runtime/dist/init.js";
import { initContainerEntry } from "@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js";
import { initializeSharing } from "@module-federation/webpack-bundler-runtime/dist/initializeSharing.js";
import { installInitialConsumes } from "@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js";

export { attachShareScopeMap };

/** The package's bundler runtime but `remotes` and the share scope object `S`, which stays the remote's own. */
export const bundlerRuntime = { consumes, I: initializeSharing, installInitialConsumes, initContainerEntry, init, getSharedFallbackGetter };

/** The bundler runtime in this remote's federation object from now on, with the instance its start-up would have made. */
function adopt(webpackRequire) {
  const federation = webpackRequire.federation;
  if (!federation.attachShareScopeMap) {
    federation.attachShareScopeMap = attachShareScopeMap;
    federation.bundlerRuntime = { ...bundlerRuntime, S: federation.bundlerRuntime.S };
    federation.instance = init({ webpackRequire });
  }
  return federation.bundlerRuntime;
}

/** Runs a call the remote made before this copy arrived; chunk loading's `consumes` settles through promises of its own. */
export function call(name, options) {
  const adopted = adopt(options.webpackRequire);
  if (name !== "consumes") return adopted[name](options);
  const promises = [];
  adopted.consumes({ ...options, promises });
  return Promise.all(promises);
}
