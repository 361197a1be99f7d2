/** The project commands of the `screenkit` CLI, one file each. */
import type { CAC } from 'cac';
import { registerBuild } from './build.js';
import { registerCheck } from './check.js';
import { registerDeploy } from './deploy.js';
import { registerDoctor } from './doctor.js';
import { registerEject } from './eject.js';
import { registerExport } from './export.js';
import { registerInit } from './init.js';
import { registerPull } from './pull.js';
import { registerUpgrade } from './upgrade.js';

export function registerProjectCommands(cli: CAC): void {
  for (const register of [
    registerInit,
    registerEject,
    registerBuild,
    registerDeploy,
    registerPull,
    registerExport,
    registerDoctor,
    registerCheck,
    registerUpgrade,
  ])
    register(cli);
}
