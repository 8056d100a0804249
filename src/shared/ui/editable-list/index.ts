export { EditableOrderedList } from './EditableOrderedList';
export type { MoveDirection } from './EditableOrderedList';
export { SettingsSection } from './SettingsSection';
export type { SettingsNotice } from './SettingsSection';
export { AddItemForm } from './AddItemForm';
