/**
 * The test environment gives Node's FormData (msw reads request bodies with it), which cannot
 * read a jsdom form as a browser's reads a page's: `new FormData(form)` threw. React reads a
 * submitted form that way when the submit comes while a transition is under way (its form
 * actions), so a component test failed when an idle-time transition met a click. This FormData
 * takes a form's entries as the HTML standard lists them (named, enabled controls; checked boxes;
 * the selected options; the files chosen; the submitter), and is Node's FormData otherwise.
 */
export function formDataReadsForms() {
  const NodeFormData = globalThis.FormData;
  class FormDataOfForms extends NodeFormData {
    constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
      super();
      if (!form) return;
      for (const element of Array.from(form.elements)) {
        const control = element as HTMLInputElement & { type: string };
        if (!control.name || control.disabled) continue;
        if (element instanceof HTMLSelectElement) {
          for (const option of Array.from(element.selectedOptions)) {
            this.append(control.name, option.value);
          }
        } else if (
          element instanceof HTMLButtonElement ||
          /^(submit|image|reset|button)$/.test(control.type)
        ) {
          if (element === submitter) this.append(control.name, control.value);
        } else if (control.type === 'file') {
          for (const file of Array.from(control.files ?? [])) this.append(control.name, file);
        } else if (!/^(checkbox|radio)$/.test(control.type) || control.checked) {
          this.append(control.name, control.value);
        }
      }
    }
  }
  globalThis.FormData = FormDataOfForms as typeof FormData;
}
