// The stand-in's Menu: the application menu is recorded as a person would see it (each role's label
// and accelerator filled in as Electron fills them), and an item can be clicked by its labels.
import { record } from './control-channel.mjs';
import { app, openWindows } from './recording-app.mjs';
import { roleDefaults } from './menu-roles.mjs';

const ROLES = roleDefaults(app.name);

const roleOf = (item) =>
  typeof item.role === 'string' ? ROLES[item.role.toLowerCase()] : undefined;

// The item as shown: its own label and accelerator, else its role's.
function shown(item) {
  const role = roleOf(item);
  return {
    type: item.type ?? (item.submenu ? 'submenu' : 'normal'),
    role: item.role ?? null,
    label: item.label ?? role?.label ?? '',
    accelerator: item.accelerator ?? role?.accelerator ?? null,
    enabled: item.enabled !== false,
    visible: item.visible !== false,
    clickable: typeof item.click === 'function',
    submenu: Array.isArray(item.submenu) ? item.submenu.map(shown) : null,
  };
}

class RecordingMenu {
  constructor(template) {
    this.template = template;
  }
}

let applicationMenu = null;

export const Menu = {
  buildFromTemplate(template) {
    record('Menu.buildFromTemplate', { items: template.map(shown) });
    return new RecordingMenu(template);
  },
  setApplicationMenu(menu) {
    record('Menu.setApplicationMenu', { items: menu ? menu.template.map(shown) : null });
    applicationMenu = menu;
  },
  getApplicationMenu: () => applicationMenu,
};

// What a click on a role item does, for the roles whose effect the test can see.
function runRole(role, win) {
  if (role === 'quit') app.quit();
  else if (role === 'close') win?.close();
  else if (role === 'minimize') win?.minimize();
}

/** Clicks the application menu's item at `path` (labels as shown, top level first). */
export function clickMenuItem(path) {
  let items = applicationMenu?.template ?? [];
  let item;
  for (const label of path) {
    item = items.find((candidate) => shown(candidate).label === label);
    if (!item) throw new Error(`No menu item "${label}" in ${JSON.stringify(path)}`);
    items = Array.isArray(item.submenu) ? item.submenu : [];
  }
  if (!item || item.enabled === false)
    throw new Error(`The menu item ${path.join(' > ')} is disabled`);
  const win = [...openWindows].find((w) => w.focused) ?? [...openWindows][0] ?? null;
  record('menu.click', { path });
  if (typeof item.click === 'function')
    item.click(item, win ?? undefined, { triggeredByAccelerator: false });
  else if (item.role) runRole(item.role.toLowerCase(), win);
}
