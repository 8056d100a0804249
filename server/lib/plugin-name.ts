const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * Gives a route plugin Fastify's display name: its function name. Without one, Fastify names
 * a plugin by searching the whole module cache for the function, twice per registration; under
 * jest that cache is a proxy over some 1,500 modules, and the searches cost a third of building
 * the app in every API test.
 */
export function named<Plugin extends (...args: never[]) => unknown>(plugin: Plugin): Plugin {
  if (!Object.hasOwn(plugin, DISPLAY_NAME))
    Object.defineProperty(plugin, DISPLAY_NAME, { value: plugin.name });
  return plugin;
}
