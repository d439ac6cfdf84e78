import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { cx } from '@web/lib/cx';
import styles from './tabs.module.css';

/** react-aria Tabs: arrow keys move between tabs, the panel follows the selected one. */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={composeRenderProps(className, (extra) => cx(styles.tabs, extra))} />;
}

export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={composeRenderProps(className, (extra) => cx(styles.list, extra))} />;
}

export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={composeRenderProps(className, (extra) => cx(styles.tab, extra))} />;
}

export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={composeRenderProps(className, (extra) => cx(styles.panel, extra))} />;
}
