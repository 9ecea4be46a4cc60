// The Vite setting of @brillout/vite-plugin-server-entry, which Vike's plugin brings (vite.config.ts sets it): Vike
// declares it in a file of its own that `vike/plugin`'s types do not reach.
import 'vite'

declare module 'vite' {
  interface UserConfig {
    vitePluginServerEntry?: { disableAutoImport?: boolean }
  }
}
