const { createConfig } = require('../webpack.common');
const { apps } = require('../apps.config');

module.exports = createConfig(apps.blog);
