export { EditableOrderedList } from './EditableOrderedList';
export type { EditableOrderedListProps, MoveDirection } from './EditableOrderedList';
export { SettingsSection } from './SettingsSection';
export type { SettingsNotice, SettingsSectionProps } from './SettingsSection';
export { AddItemForm } from './AddItemForm';
export type { AddItemFormProps } from './AddItemForm';
