/** A target chosen in a picker: its id, and its name for the new row. */
export interface PickedTarget {
  id: number;
  name: string;
}

export interface TargetPickerProps {
  value: PickedTarget | null;
  onPick(target: PickedTarget | null): void;
}
