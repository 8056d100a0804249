import { createElement, useContext, type ComponentType } from 'react';
import { IslandCollectorContext } from './island-collector';
import {
  islandAttributes,
  isBehaviourIsland,
  type IslandHydration,
  type IslandName,
} from './island-names';

export interface IslandProps<P extends object> {
  name: IslandName;
  component: ComponentType<P>;
  /** Plain JSON: they travel in the HTML to the browser. */
  props: P;
  hydrate?: IslandHydration;
  /**
   * A media query: `hydrate` applies only where it matches (say, wide screens, where the part
   * moves by itself); elsewhere the island waits until someone reaches for it.
   */
  wakeWhere?: string;
}

// `display: contents` keeps the container out of layout, so a sticky header or a grid
// child behaves exactly as it would without it.
const containerStyle = { display: 'contents' } as const;

/** Island props cross to the browser as JSON: a component or function among them cannot. */
function islandPropsJson(name: string, props: object): string {
  return JSON.stringify(props, (key, value: unknown) => {
    if (
      typeof value === 'function' ||
      (typeof value === 'object' && value && '$$typeof' in value)
    ) {
      throw new Error(
        `Island "${name}": prop "${key}" is not plain data and cannot reach the browser`,
      );
    }
    return value;
  });
}

/** An interactive part of a server-rendered page, hydrated in the browser on its own. */
export function Island<P extends object>({
  name,
  component,
  props,
  hydrate = 'visible',
  wakeWhere,
}: IslandProps<P>) {
  const collector = useContext(IslandCollectorContext);
  const element = createElement(component, props);
  if (!collector) return element;
  const island = collector.add({ name, element, hydrate });
  return (
    <div
      {...{
        [islandAttributes.name]: name,
        // Only hydration reads the props: a behaviour island reads its own HTML.
        [islandAttributes.props]: isBehaviourIsland(name)
          ? undefined
          : islandPropsJson(name, props),
        [islandAttributes.hydrate]: hydrate,
        [islandAttributes.wakeWhere]: wakeWhere,
        [islandAttributes.idPrefix]: island.idPrefix,
      }}
      style={containerStyle}
    >
      {island.token}
    </div>
  );
}
