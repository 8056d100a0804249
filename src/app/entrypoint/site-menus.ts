import { startSiteMenus } from '../layouts/public/site-menus';

startSiteMenus();
