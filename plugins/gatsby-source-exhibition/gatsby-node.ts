// One file per Gatsby API, re-exported here (Gatsby compiles this file with Parcel).
export { onPluginInit } from './src/on-plugin-init';
export { pluginOptionsSchema } from './src/plugin-options-schema';
export { createSchemaCustomization } from './src/create-schema-customization';
export { sourceNodes } from './src/source-nodes';
