// The shell's browser build tells its server which stylesheets to link and which build it is.

/**
 * Lists the shell's stylesheets in ssr-assets.json, so its server links them in the HTML's head
 * (page chunks load their CSS lazily in the browser, which would flash unstyled server HTML), with
 * the build's id (the folder of /assets/ its files are served from).
 */
class SsrAssetsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SsrAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SsrAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = compilation.getAssetPath(compilation.outputOptions.publicPath, { hash: compilation.hash });
          const stylesheets = compilation
            .getAssets()
            .map((asset) => asset.name)
            .filter((name) => name.endsWith('.css'))
            .sort()
            .map((name) => `${publicPath}${name}`);
          const build = compilation.hash.slice(0, 16);
          compilation.emitAsset('ssr-assets.json', new compiler.webpack.sources.RawSource(JSON.stringify({ build, stylesheets }, null, 2)));
        },
      );
    });
  }
}

module.exports = { SsrAssetsPlugin };
